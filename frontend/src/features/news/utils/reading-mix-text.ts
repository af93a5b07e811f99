import { OUTLET_RATER } from '@sentilog/contracts/web';
import type { NewsReadingMix } from '../api/types';

const percent = (share: number) => `${Math.round(share * 100)}%`;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What the mix is made of: how many articles of how many outlets, over how many days. */
export function readingMixSummary({ articles, outlets, days }: NewsReadingMix): string {
  if (articles === 0) {
    return `You have not opened any news articles while signed in over the last ${days} days.`;
  }
  return `${plural(articles, 'article', 'articles')} you opened over the last ${days} days, from ${plural(outlets, 'outlet', 'outlets')}.`;
}

/**
 * What the counts allow saying, and no more: with fewer rated articles than a mix needs, that they
 * are too few; otherwise the shares, as shares of the outlets' ratings.
 */
export function readingMixVerdict(mix: NewsReadingMix): string {
  if (mix.articles === 0) return '';
  if (mix.rated === 0) {
    return 'None of them came from an outlet with a rating, so there is no mix to show.';
  }
  if (mix.tooFewRated) {
    return `Only ${plural(mix.rated, 'article', 'articles')} came from rated outlets: too few to say which way your reading leans. Open more articles to see a mix.`;
  }
  const { left, center, right } = mix.shares;
  return `Of the ${mix.rated} from rated outlets, ${percent(left)} came from outlets rated Left, ${percent(center)} Center and ${percent(right)} Right.`;
}

/** Sample articles opened: counted apart, never in the mix. */
export function sampleReadsText(sampleArticles: number): string {
  return `You also opened ${plural(sampleArticles, 'sample article', 'sample articles')}: their outlets and ratings are made up, so they are not counted.`;
}

export const READING_MIX_FOOTNOTE = `These are the outlets' own ratings (${OUTLET_RATER}), not a reading of the articles or of you. Only articles opened while signed in count; they are private to you and deleted with your account.`;
