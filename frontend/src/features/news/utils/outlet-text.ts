import { OUTLET_RATER, type NewsBias } from '@sentilog/contracts/web';
import { leaningWord } from './normalize';

/** An outlet's rating as an answer carries it; null rating: the outlet is not rated. */
interface RatedOutlet {
  name: string;
  rating: NewsBias | null;
  sample: boolean;
}

/**
 * An outlet's rating, always attributed: "Outlet rated Center by AllSides", "Sample outlet, sample
 * rating: Left" (the sample articles' made-up outlets), or "Outlet not rated". It says who rated the
 * outlet, so it cannot be taken for a reading of the article.
 */
export function outletRatingText(outlet: RatedOutlet | null): string {
  if (!outlet?.rating) return 'Outlet not rated';
  const word = leaningWord(outlet.rating);
  return outlet.sample
    ? `Sample outlet, sample rating: ${word}`
    : `Outlet rated ${word} by ${OUTLET_RATER}`;
}

/** The article view's sentence about the outlet's rating, naming the outlet. */
export function outletRatingSentence(outlet: RatedOutlet | null, source: string): string {
  if (!outlet?.rating) {
    return `SentiLog has no rating for ${source || 'this outlet'}.`;
  }
  const word = leaningWord(outlet.rating);
  return outlet.sample
    ? `${outlet.name} is a made-up outlet of the sample articles, and ${word} is its sample rating.`
    : `${outlet.name} is rated ${word} by ${OUTLET_RATER} (via the news-bias data set): a rating of the outlet, not of this article.`;
}

/** A story's outlet chip: the rating word, marked when it is a sample rating. */
export function outletChipText(outlet: RatedOutlet): string {
  if (!outlet.rating) return 'not rated';
  return outlet.sample
    ? `${leaningWord(outlet.rating)} (sample rating)`
    : leaningWord(outlet.rating);
}
