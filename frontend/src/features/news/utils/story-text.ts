import {
  STORY_BLINDSPOT_SHARE,
  STORY_MIN_RATED_OUTLETS,
  type NewsBlindspots,
  type NewsStory,
  type StorySide,
} from '../api/types';

const percent = (share: number) => `${Math.round(share * 100)}%`;
const sideName = (side: StorySide) => (side === 'LEFT' ? 'the Left' : 'the Right');

/** A sentiment score as the page shows it: signed, two decimals, a true minus sign. */
export function scoreText(score: number): string {
  const fixed = Math.abs(score).toFixed(2);
  if (fixed === '0.00') return '0.00';
  return `${score < 0 ? '\u2212' : '+'}${fixed}`;
}

/** How many outlets are rated and not, in words. */
export function ratedText({ rated, unrated }: NewsStory['coverage']): string {
  const ratedPart =
    rated === 0 ? 'No rated outlets' : `${rated} rated ${rated === 1 ? 'outlet' : 'outlets'}`;
  return unrated > 0 ? `${ratedPart}, ${unrated} not rated` : ratedPart;
}

/** The coverage bar's accessible name: every share and what it is a share of. */
export function coverageLabel(coverage: NewsStory['coverage']): string {
  if (coverage.rated === 0) return `Coverage: ${ratedText(coverage)}`;
  return `Coverage by rated outlets: Left ${percent(coverage.left)}, Center ${percent(coverage.center)}, Right ${percent(coverage.right)} (${ratedText(coverage)})`;
}

/**
 * The blindspot badge's words, or null for none: which side barely covers the story, or that too
 * few outlets are rated to say.
 */
export function blindspotText(story: Pick<NewsStory, 'blindspots' | 'tooFewRated'>): {
  text: string;
  title: string;
} | null {
  if (story.tooFewRated) {
    return {
      text: 'Too few rated outlets to judge coverage',
      title: `Fewer than ${STORY_MIN_RATED_OUTLETS} of the outlets covering it have a rating, so SentiLog does not say whether a side misses it.`,
    };
  }
  if (story.blindspots.length === 0) return null;
  const sides = story.blindspots.map(sideName);
  const who =
    sides.length === 2 ? `${sides[0]} and ${sides[1]} barely cover` : `${sides[0]} barely covers`;
  return {
    text: `Blindspot: ${who} this story`,
    title: `Under ${percent(STORY_BLINDSPOT_SHARE)} of the rated outlets covering it are rated ${story.blindspots.map((s) => (s === 'LEFT' ? 'Left' : 'Right')).join(' or ')}.`,
  };
}

/** The range of sentiment across the story's outlets, in words. */
export function sentimentRangeText({ sentiment, outlets }: NewsStory): string {
  const { low, high } = sentiment;
  if (outlets.length < 2 || low.outlet === high.outlet) {
    return `Sentiment: ${scoreText(low.score)} (${low.outlet})`;
  }
  return `Sentiment across outlets: ${scoreText(low.score)} (${low.outlet}) to ${scoreText(high.score)} (${high.outlet})`;
}

/** What the blindspot feed looked through, so that a short or empty list reads as what it is. */
export function checkedText({ checked, tooFewRated }: NewsBlindspots): string {
  const stories = `${checked} recent ${checked === 1 ? 'story' : 'stories'}`;
  if (checked === 0) {
    return `No recent story was reported by ${STORY_MIN_RATED_OUTLETS} or more outlets yet, so there is nothing to check.`;
  }
  const thin =
    tooFewRated === 0
      ? ''
      : ` ${tooFewRated} of them had fewer than ${STORY_MIN_RATED_OUTLETS} rated outlets: too few to judge, so they are not listed.`;
  return `Checked ${stories} reported by ${STORY_MIN_RATED_OUTLETS} or more outlets.${thin}`;
}
