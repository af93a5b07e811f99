/** The news routes' vocabulary: sentiments, sides, and when a story has a blindspot. */

/** Mixed: strong positive and strong negative parts (SentimentLabel MIXED). */
export const NEWS_SENTIMENTS = ['Positive', 'Neutral', 'Negative', 'Mixed'] as const;
export type NewsSentiment = (typeof NEWS_SENTIMENTS)[number];
export type NewsBias = 'LEFT' | 'CENTER' | 'RIGHT';

/** The one word the product uses for each leaning, wherever it shows one. */
export const LEANING_WORDS: Record<NewsBias, 'Left' | 'Center' | 'Right'> = {
  LEFT: 'Left',
  CENTER: 'Center',
  RIGHT: 'Right',
};

/** Who rated the outlets the outlet table knows (via the news-bias data set). */
export const OUTLET_RATER = 'AllSides';

/** A side that can miss a story (the blindspot badge). */
export type StorySide = 'LEFT' | 'RIGHT';
/** Rated outlets a story needs before a side's absence is called a blindspot. */
export const STORY_MIN_RATED_OUTLETS = 3;
/** A side with under this share of a story's rated outlets barely covers it: a blindspot. */
export const STORY_BLINDSPOT_SHARE = 0.2;

/** "My news bias" looks at the articles a reader opened over this many days, today included. */
export const READING_MIX_DAYS = 30;
/**
 * Articles from rated outlets a reader must have opened before their mix is given as shares: with
 * fewer, a handful of clicks would read as a habit.
 */
export const READING_MIX_MIN_RATED = 10;
