import { useEffect, useRef } from 'react';

/**
 * The end of a partly rendered list: loads the next part by itself as it nears the viewport, and
 * offers a button for keyboards, screen readers and browsers without IntersectionObserver.
 */
export function ShowMore({ remaining, onMore }: { remaining: number; onMore: () => void }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const onMoreRef = useRef(onMore);
  useEffect(() => {
    onMoreRef.current = onMore;
  }, [onMore]);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onMoreRef.current();
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [remaining]);

  return (
    <div ref={sentinel} className="news-show-more">
      <button type="button" className="btn btn-secondary" onClick={onMore}>
        Show more articles ({remaining} more)
      </button>
    </div>
  );
}
