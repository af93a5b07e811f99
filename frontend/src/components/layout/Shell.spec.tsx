import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { BackToTop } from './BackToTop';
import { Footer } from './Footer';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  fireEvent.scroll(window);
}

describe('Back To Top', () => {
  afterEach(() => scrollTo(0));

  it('appears after 300 px of scroll and scrolls to the top', () => {
    render(<BackToTop />);
    expect(screen.queryByRole('button', { name: 'Back To Top' })).not.toBeInTheDocument();
    act(() => scrollTo(300));
    expect(screen.queryByRole('button', { name: 'Back To Top' })).not.toBeInTheDocument();
    act(() => scrollTo(301));
    fireEvent.click(screen.getByRole('button', { name: 'Back To Top' }));
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });
});

describe('Footer reveal', () => {
  const observers: {
    callback: IntersectionObserverCallback;
    elements: Element[];
    disconnected: boolean;
  }[] = [];
  beforeEach(() => {
    observers.length = 0;
    window.IntersectionObserver = class {
      record: (typeof observers)[number];
      constructor(callback: IntersectionObserverCallback) {
        this.record = { callback, elements: [], disconnected: false };
        observers.push(this.record);
      }
      observe(element: Element) {
        this.record.elements.push(element);
      }
      disconnect() {
        this.record.disconnected = true;
      }
      unobserve() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    delete (window as Partial<typeof window>).IntersectionObserver;
  });

  it('reveals its four blocks once, over 800 ms with delays of 100, 200, 300 and 400 ms', () => {
    const { container } = render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    const blocks = Array.from(container.querySelectorAll<HTMLElement>('.reveal'));
    expect(blocks.map((block) => block.style.transitionDelay)).toEqual([
      '100ms',
      '200ms',
      '300ms',
      '400ms',
    ]);
    expect(blocks.every((block) => block.style.transitionDuration === '800ms')).toBe(true);
    expect(blocks.every((block) => !block.classList.contains('is-visible'))).toBe(true);

    for (const observer of observers) {
      act(() =>
        observer.callback(
          [{ isIntersecting: true, target: observer.elements[0] } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        ),
      );
    }
    expect(blocks.every((block) => block.classList.contains('is-visible'))).toBe(true);
    expect(observers.every((observer) => observer.disconnected)).toBe(true);
  });
});
