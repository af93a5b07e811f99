import { READING_MIX_MIN_RATED, type NewsReadingMix } from '@sentilog/contracts';
import type { OpenedArticleOutlet } from './journal.repository';

const round = (value: number) => Math.round(value * 1000) / 1000;

/**
 * "My news bias": the ratings of the outlets whose articles a reader opened, each article counted
 * once. It is the outlets' own ratings (AllSides, via the news-bias data set), never a model's
 * reading of the articles, and it describes what was opened, not the reader. Sample articles are
 * counted apart: their outlets and ratings are made up. Shares are of the articles from rated
 * outlets; below READING_MIX_MIN_RATED of those the answer says the reads are too few, and the page
 * shows the counts rather than a mix.
 */
export function readingMix(
  opened: readonly OpenedArticleOutlet[],
  window: Pick<NewsReadingMix, 'days' | 'from' | 'to'>,
): NewsReadingMix {
  const real = opened.filter((article) => !article.sample);
  const count = (rating: OpenedArticleOutlet['rating']) =>
    real.filter((article) => article.rating === rating).length;
  const counts = {
    left: count('LEFT'),
    center: count('CENTER'),
    right: count('RIGHT'),
    unrated: count(null),
  };
  const rated = counts.left + counts.center + counts.right;
  const share = (n: number) => (rated === 0 ? 0 : round(n / rated));
  return {
    ...window,
    articles: real.length,
    outlets: new Set(real.map((article) => article.outlet).filter(Boolean)).size,
    counts,
    rated,
    shares: { left: share(counts.left), center: share(counts.center), right: share(counts.right) },
    tooFewRated: rated < READING_MIX_MIN_RATED,
    sampleArticles: opened.length - real.length,
  };
}
