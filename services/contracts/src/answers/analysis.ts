import { ApiProperty } from '../openapi';
import {
  MODEL_TIERS,
  SENTIMENT_LABELS,
  type EmotionLabel,
  type ModelTier,
  type SentimentLabel,
} from '../web/analysis';

/**
 * `POST /api/analyze/file` (202): the upload is queued; the page follows the job by its id at
 * `GET /api/analyze/jobs/:id` until its result or its error.
 */
export class DocumentUploadAccepted {
  @ApiProperty({ format: 'uuid', description: 'Poll GET /api/analyze/jobs/{jobId} for the result' })
  jobId: string;
}

/** Which model answered: its tier and its version (from its model.json). */
export class ModelInfo {
  @ApiProperty({
    enum: MODEL_TIERS,
    description:
      'accurate: the fine-tuned encoder; fast: the small network distilled from it, for bulk work',
  })
  tier: ModelTier;
  @ApiProperty({ description: "The model's version, from its model card", example: '2.1.0' })
  version: string;
}

/**
 * A word that moved a sentiment reading: where it lies in the text that was read (UTF-16 offsets,
 * `end` exclusive) and how far it pushed, + toward Positive and − toward Negative (calibrated logit
 * units: comparable within one text).
 */
export class WordWeight {
  @ApiProperty({ description: 'The word as written', example: 'amazing' })
  word: string;
  @ApiProperty({ description: 'Where it starts in the text sent (UTF-16 offset)', example: 44 })
  start: number;
  @ApiProperty({ description: 'Where it ends (exclusive)', example: 51 })
  end: number;
  @ApiProperty({
    description: 'How far it pushed the sentiment: + toward Positive, − toward Negative',
    example: 0.61,
  })
  weight: number;
}

/** Why a text read as it did: the words that moved it most, strongest first. */
export class Explanation {
  @ApiProperty({
    type: [WordWeight],
    description: 'The words that moved the sentiment most, strongest first (at most 10)',
  })
  words: WordWeight[];
}

/**
 * One text's reading: the labels, calibrated confidence and the model. `POST /api/analyze/text`
 * adds why; the API for organisations adds it when asked.
 */
export class TextReading {
  @ApiProperty({
    enum: SENTIMENT_LABELS,
    description:
      'MIXED: strong positive and strong negative parts. NEUTRAL with confidence 0 for text not in English (see language)',
  })
  sentiment: SentimentLabel;
  @ApiProperty({ enum: ['joy', 'sadness', 'anger', 'fear', 'surprise', 'disgust', 'neutral'] })
  emotion: EmotionLabel;
  @ApiProperty({ description: 'P(positive) − P(negative), in [-1, 1]', example: 0.82 })
  score: number;
  /** Calibrated: of readings shown at 80%, about 80% are right on the dev sets. */
  @ApiProperty({
    description:
      'Calibrated probability of the sentiment label, in [0, 1]: of readings shown at 80%, about 80% were right on the dev sets',
    example: 0.9,
  })
  confidence: number;
  @ApiProperty({ description: 'Probability of each emotion', example: { joy: 0.8, neutral: 0.1 } })
  emotions: Record<EmotionLabel, number>;
  /** Shown as "Uncertain" beside the label. */
  @ApiProperty({
    description:
      'The label is more often wrong than right at this confidence, or rests on a few words the rest of the text contradicts (irony, a mixed text)',
    example: false,
  })
  uncertain: boolean;
  @ApiProperty({
    description:
      'How much feeling the text carries either way, in [0, 1]: the length-weighted mean over its clauses of |P(positive) − P(negative)| (high with MIXED: strong feelings both ways)',
    example: 0.74,
  })
  magnitude: number;
  @ApiProperty({
    description:
      'Positive wording over a negative situation: the words may say the opposite of what is meant (irony, sarcasm)',
    example: false,
  })
  ironic: boolean;
  @ApiProperty({
    description:
      "ISO 639-1 code of the text's language ('und' when too short to tell, read as English). For any language but English the reading carries no label: NEUTRAL, confidence 0, uncertain, score and magnitude 0, emotion neutral with even probabilities, no explanation",
    example: 'en',
  })
  language: string;
  @ApiProperty({ type: ModelInfo, description: 'The model that answered' })
  model: ModelInfo;
}

/** `POST /api/analyze/text` (and a journal entry's analysis). */
export class AnalyzeTextResponse extends TextReading {
  @ApiProperty({ type: Explanation, description: 'Why: the words that moved the sentiment' })
  explanation: Explanation;
}
