/** Output label sets, in the order of each model's output units. */
export const SENTIMENT_LABELS = ['NEGATIVE', 'NEUTRAL', 'POSITIVE'] as const;
export const EMOTION_LABELS = [
  'joy',
  'sadness',
  'anger',
  'fear',
  'surprise',
  'disgust',
  'neutral',
] as const;
export const BIAS_LABELS = ['LEFT', 'CENTER', 'RIGHT'] as const;

export type SentimentLabel = (typeof SENTIMENT_LABELS)[number];
export type EmotionLabel = (typeof EMOTION_LABELS)[number];
export type BiasLabel = (typeof BIAS_LABELS)[number];
export type Task = 'sentiment' | 'emotion' | 'bias';
export const TASKS: readonly Task[] = ['sentiment', 'emotion', 'bias'];
