/** The news hub's views, each reachable by its own address (`/news?view=blindspots`). */
export const NEWS_VIEWS = ['latest', 'blindspots', 'my-bias'] as const;
export type NewsView = (typeof NEWS_VIEWS)[number];

export const NEWS_VIEW_NAMES: Record<NewsView, string> = {
  latest: 'Latest news',
  blindspots: 'Blindspots',
  'my-bias': 'My news bias',
};

/** The view a `view` query parameter names; anything else is the latest news. */
export function newsViewOf(value: string | null): NewsView {
  return NEWS_VIEWS.find((view) => view === value) ?? 'latest';
}
