import { useEffect, useRef, useState, type RefObject } from 'react';
import { config } from '../config';

/**
 * Whether an element has come into view. With `once`, it stays true after the first time, and the
 * observer lets go. Without IntersectionObserver (old browsers, jsdom) the element counts as seen.
 */
export function useInView<T extends Element>(
  options: { once?: boolean; rootMargin?: string; threshold?: number } = {},
): [RefObject<T | null>, boolean] {
  const { once = true, rootMargin = '0px', threshold = 0 } = options;
  const ref = useRef<T>(null);
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some((entry) => entry.isIntersecting);
        if (visible) {
          setInView(true);
          if (once) observer.disconnect();
        } else if (!once) {
          setInView(false);
        }
      },
      { rootMargin, threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [once, rootMargin, threshold]);

  return [ref, inView];
}

/** Sets the document title for the current screen: '{title} · SentiLog'. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title
      ? `${title} · ${config.appName}`
      : `${config.appName}: AI-powered sentiment insights`;
  }, [title]);
}
