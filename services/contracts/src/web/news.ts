/** The news routes' vocabulary: sentiments, sides, and when a story has a blindspot. */

export const NEWS_SENTIMENTS = ['Positive', 'Neutral', 'Negative'] as const;
export type NewsSentiment = (typeof NEWS_SENTIMENTS)[number];
export type NewsBias = 'LEFT' | 'CENTER' | 'RIGHT';

/** A side that can miss a story (the blindspot badge). */
export type StorySide = 'LEFT' | 'RIGHT';
/** Rated outlets a story needs before a side's absence is called a blindspot. */
export const STORY_MIN_RATED_OUTLETS = 3;
/** A side with under this share of a story's rated outlets barely covers it: a blindspot. */
export const STORY_BLINDSPOT_SHARE = 0.2;
