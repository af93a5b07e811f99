import { act, fireEvent, screen, within } from '@testing-library/react';
import { formatLongDate } from '../../../lib/format';
import { renderWithProviders } from '../../../testing/test-utils';
import { PrivacyPolicy } from './PrivacyPolicy';

jest.mock('../../../lib/api-client', () => ({
  api: { post: jest.fn() },
  apiUrl: (path: string) => path,
}));

const titles = [
  'Applicability and Scope',
  'Information We Collect',
  'How We Use Information',
  'Sharing and Disclosure',
  'Data of Minors',
  'Security',
  'Data Storage',
  'Cookies & Tracking',
  'Changes to Policy',
  'Contact Us',
];

describe('Privacy policy', () => {
  it("has the ten sections in order and today's date as 'Last updated'", () => {
    renderWithProviders(<PrivacyPolicy />);
    const headings = screen
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent?.replace(/^\d+/, ''));
    expect(headings).toEqual(titles);
    expect(screen.getByText('Last updated:').parentElement).toHaveTextContent(
      `Last updated: ${formatLongDate(new Date())}`,
    );
    expect(screen.getByText(/It also applies to minors under 18/)).toBeInTheDocument();
    expect(
      screen.getByText(/stored on servers in India or on third-party servers/),
    ).toBeInTheDocument();
  });

  it('says what the daily reminder stores, and that moods are never shared', () => {
    renderWithProviders(<PrivacyPolicy />);
    const reminder = screen.getByText(/If you turn on the daily reminder/);
    expect(reminder).toHaveTextContent(
      'the time you chose and your time zone, and the day it was last sent',
    );
    expect(reminder).toHaveTextContent("an address at its browser maker's push service");
    expect(screen.getByText(/Your moods stay yours: they are never shared/)).toBeInTheDocument();
  });

  it('the sidebar highlights the section being read', () => {
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(0);
      return 0; // ran already: nothing is pending
    });
    // Where each section's top is, relative to the window: `scrolled` sections have passed it.
    let scrolled = 0;
    const rect = jest
      .spyOn(Element.prototype, 'getBoundingClientRect')
      .mockImplementation(function (this: Element) {
        const index = titles.findIndex((_, i) => this.id && this.id === sectionIds[i]);
        return { top: index < 0 ? 0 : (index - scrolled) * 400 + 90 } as DOMRect;
      });
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      configurable: true,
      value: 10_000,
    });
    const sectionIds = Array.from({ length: 10 }, () => '');

    renderWithProviders(<PrivacyPolicy />);
    document.querySelectorAll<HTMLElement>('.policy-section').forEach((section, i) => {
      sectionIds[i] = section.id;
    });
    const sidebar = screen.getByRole('navigation', { name: 'Privacy policy sections' });
    const current = () => within(sidebar).getByRole('link', { current: 'location' }).textContent;
    act(() => {
      fireEvent.scroll(window);
    });
    expect(current()).toBe('Applicability and Scope');

    scrolled = 5; // 'Security', the sixth section, now sits just under the navigation bar
    act(() => {
      fireEvent.scroll(window);
    });
    expect(current()).toBe('Security');
    expect(within(sidebar).getAllByRole('link')).toHaveLength(10);
    rect.mockRestore();
  });
});
