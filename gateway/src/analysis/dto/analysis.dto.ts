import { ApiProperty } from '@nestjs/swagger';
import * as contracts from '@sentilog/contracts';
import { EmotionLabel, MAX_TEXT_LENGTH, SentimentLabel } from '@sentilog/contracts';
import { documentProperties } from '../../common/document-properties';

// The analysis API's request and response classes as the OpenAPI document shows them, under the names
// of @sentilog/contracts. Request classes extend the contracts' classes, which keep the validation;
// response classes document the contracts' answer types and implement them, so the compiler
// catches any drift between the two. Only the gateway depends on Swagger.

export class AnalyzeTextDto extends contracts.AnalyzeTextDto {}
documentProperties(AnalyzeTextDto, {
  text: ApiProperty({
    example: 'I finally finished the marathon and I feel amazing!',
    maxLength: MAX_TEXT_LENGTH,
  }),
});

export class ModelInfo implements contracts.ModelInfo {
  @ApiProperty({
    enum: contracts.MODEL_TIERS,
    description:
      'accurate: the fine-tuned encoder; fast: the small network distilled from it, for bulk work',
  })
  tier: contracts.ModelTier;
  @ApiProperty({ description: "The model's version, from its model card", example: '2.1.0' })
  version: string;
}

export class WordWeight implements contracts.WordWeight {
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

export class Explanation implements contracts.Explanation {
  @ApiProperty({
    type: [WordWeight],
    description: 'The words that moved the sentiment most, strongest first (at most 10)',
  })
  words: WordWeight[];
}

export class AnalyzeTextResponse implements contracts.AnalyzeTextResponse {
  @ApiProperty({ enum: ['POSITIVE', 'NEUTRAL', 'NEGATIVE'] })
  sentiment: SentimentLabel;
  @ApiProperty({ enum: ['joy', 'sadness', 'anger', 'fear', 'surprise', 'disgust', 'neutral'] })
  emotion: EmotionLabel;
  @ApiProperty({ description: 'P(positive) − P(negative), in [-1, 1]', example: 0.82 })
  score: number;
  @ApiProperty({
    description:
      'Calibrated probability of the sentiment label, in [0, 1]: of readings shown at 80%, about 80% were right on the dev sets',
    example: 0.9,
  })
  confidence: number;
  @ApiProperty({ description: 'Probability of each emotion', example: { joy: 0.8, neutral: 0.1 } })
  emotions: Record<EmotionLabel, number>;
  @ApiProperty({
    description:
      'The label is more often wrong than right at this confidence, or rests on a few words the rest of the text contradicts (irony, a mixed text)',
    example: false,
  })
  uncertain: boolean;
  @ApiProperty({ type: Explanation, description: 'Why: the words that moved the sentiment' })
  explanation: Explanation;
  @ApiProperty({ type: ModelInfo, description: 'The model that answered' })
  model: ModelInfo;
}
