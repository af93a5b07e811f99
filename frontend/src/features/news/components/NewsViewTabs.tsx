import { useRef, type KeyboardEvent } from 'react';
import { NEWS_VIEW_NAMES, NEWS_VIEWS, type NewsView } from '../utils/news-views';

/** The panel the tabs control; NewsPage gives the shown view this id. */
export const NEWS_VIEW_PANEL = 'news-view-panel';
export const newsTabId = (view: NewsView) => `news-tab-${view}`;

/** Latest news / Blindspots / My news bias, as tabs (arrow keys move between them). */
export function NewsViewTabs({
  view,
  onView,
}: {
  view: NewsView;
  onView: (view: NewsView) => void;
}) {
  const tabs = useRef<Partial<Record<NewsView, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const index = NEWS_VIEWS.indexOf(view);
    const next = NEWS_VIEWS[(index + step + NEWS_VIEWS.length) % NEWS_VIEWS.length];
    onView(next);
    tabs.current[next]?.focus();
  };
  return (
    <div className="news-views" role="tablist" aria-label="News views" onKeyDown={onKeyDown}>
      {NEWS_VIEWS.map((value) => (
        <button
          key={value}
          ref={(element) => {
            tabs.current[value] = element;
          }}
          type="button"
          role="tab"
          id={newsTabId(value)}
          aria-selected={view === value}
          aria-controls={NEWS_VIEW_PANEL}
          tabIndex={view === value ? 0 : -1}
          className="news-view-tab"
          onClick={() => onView(value)}
        >
          {NEWS_VIEW_NAMES[value]}
        </button>
      ))}
    </div>
  );
}
