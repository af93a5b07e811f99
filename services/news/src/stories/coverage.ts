import {
  STORY_BLINDSPOT_SHARE,
  STORY_MIN_RATED_OUTLETS,
  type CoverageSpread,
  type NewsBias,
  type StoryOutlet,
  type StorySentimentRange,
  type StorySide,
} from '@sentilog/contracts';

/** What coverage reads of a story's article. */
export interface CoveredArticle {
  source: string;
  outletName: string | null;
  outletRating: NewsBias | null;
  sentimentScore: number;
  /** A sample article: its outlet is a fictional sample outlet with a sample rating. */
  isDemo: boolean;
}

export interface StoryCoverage {
  outlets: StoryOutlet[];
  coverage: CoverageSpread;
  sentiment: StorySentimentRange;
  blindspots: StorySide[];
  tooFewRated: boolean;
}

const round = (value: number) => Math.round(value * 1000) / 1000;
const RATING_ORDER: Record<string, number> = { LEFT: 0, CENTER: 1, RIGHT: 2 };

/**
 * Who covered a story and how. Outlets are counted once however many articles each wrote, so one
 * prolific outlet cannot make a story look covered by its side; a rated outlet is the outlet
 * table's (AllSides) name and rating, or a sample outlet's name and sample rating, an unrated one
 * its source name, counted apart from the shares. A side is a blindspot when it has under STORY_BLINDSPOT_SHARE of the rated outlets, and
 * only once STORY_MIN_RATED_OUTLETS are rated: with fewer, the answer says so instead.
 */
export function storyCoverage(articles: readonly CoveredArticle[]): StoryCoverage {
  if (articles.length === 0) throw new Error('a story has at least one article');
  const byOutlet = new Map<
    string,
    { rating: NewsBias | null; sample: boolean; scores: number[] }
  >();
  for (const article of articles) {
    const name = article.outletRating && article.outletName ? article.outletName : article.source;
    const outlet = byOutlet.get(name) ?? {
      rating: article.outletName ? article.outletRating : null,
      sample: article.isDemo,
      scores: [],
    };
    outlet.scores.push(article.sentimentScore);
    byOutlet.set(name, outlet);
  }
  const outlets: StoryOutlet[] = [...byOutlet].map(([name, { rating, sample, scores }]) => ({
    name,
    rating,
    sample,
    articles: scores.length,
    score: round(scores.reduce((a, b) => a + b, 0) / scores.length),
  }));
  outlets.sort(
    (a, b) =>
      (RATING_ORDER[a.rating ?? ''] ?? 3) - (RATING_ORDER[b.rating ?? ''] ?? 3) ||
      a.name.localeCompare(b.name),
  );

  const rated = outlets.filter((o) => o.rating !== null);
  const share = (rating: NewsBias) =>
    rated.length === 0 ? 0 : round(rated.filter((o) => o.rating === rating).length / rated.length);
  const coverage: CoverageSpread = {
    left: share('LEFT'),
    center: share('CENTER'),
    right: share('RIGHT'),
    rated: rated.length,
    unrated: outlets.length - rated.length,
  };
  const tooFewRated = rated.length < STORY_MIN_RATED_OUTLETS;
  const blindspots: StorySide[] = tooFewRated
    ? []
    : (['LEFT', 'RIGHT'] as const).filter(
        (side) => (side === 'LEFT' ? coverage.left : coverage.right) < STORY_BLINDSPOT_SHARE,
      );

  const byScore = [...outlets].sort((a, b) => a.score - b.score);
  const low = byScore[0];
  const high = byScore[byScore.length - 1];
  return {
    outlets,
    coverage,
    sentiment: {
      low: { outlet: low.name, score: low.score },
      high: { outlet: high.name, score: high.score },
    },
    blindspots,
    tooFewRated,
  };
}
