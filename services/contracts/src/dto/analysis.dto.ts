import { ApiProperty, ApiPropertyOptional } from '../openapi';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { Type } from 'class-transformer';
import {
  MAX_TEXT_LENGTH,
  MODEL_TIERS,
  TEXT_DOMAINS,
  type TextDomain,
  type BiasLabel,
  type EmotionLabel,
  type ModelTier,
  type SentimentClass,
  type SentimentLabel,
} from '../web/analysis';
import { type ModelInfo } from '../answers/analysis';

/** Most texts one batch call to the analysis service may carry. */
export const MAX_BATCH_SIZE = 256;

export class AnalyzeTextDto {
  @ApiProperty({
    example: 'I finally finished the marathon and I feel amazing!',
    maxLength: MAX_TEXT_LENGTH,
  })
  @IsString({ message: 'No text provided' })
  text: string;

  @ApiPropertyOptional({
    enum: TEXT_DOMAINS,
    description:
      'What kind of text it is, whose calibration reads its sentiment (news, finance, social, diary, general); without it, the kind the model recognises',
  })
  @IsOptional()
  @IsIn(TEXT_DOMAINS, { message: `domain must be one of ${TEXT_DOMAINS.join(', ')}` })
  domain?: TextDomain;
}

/** A batch of texts for `analysis.sentiment` and `analysis.emotion`. */
export class TextBatchRequest {
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_BATCH_SIZE)
  @IsString({ each: true })
  @MaxLength(MAX_TEXT_LENGTH, { each: true })
  texts: string[];

  /** accurate (default) for a person's own text; fast for bulk work such as news ingestion. */
  @IsOptional()
  @IsIn(MODEL_TIERS)
  tier?: ModelTier;

  /** What kind of text they are (news ingestion: news); without it, what the model recognises. */
  @IsOptional()
  @IsIn(TEXT_DOMAINS)
  domain?: TextDomain;
}

/** A batch of texts for `analysis.embed`: one sentence vector each. */
export class EmbedRequest {
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_BATCH_SIZE)
  @IsString({ each: true })
  @MaxLength(MAX_TEXT_LENGTH, { each: true })
  texts: string[];
}

export class ArticleInputDto {
  @IsString()
  @MaxLength(MAX_TEXT_LENGTH)
  text: string;

  @IsOptional()
  @IsString()
  @MaxLength(1_000)
  title?: string;

  @IsOptional()
  @IsString()
  @MaxLength(300)
  source?: string;

  /** The article's address: its host finds the outlet when the name does not. */
  @IsOptional()
  @IsString()
  @MaxLength(2_048)
  url?: string;
}

/** A batch of news articles for `analysis.bias`. */
export class ArticleBatchRequest {
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_BATCH_SIZE)
  @ValidateNested({ each: true })
  @Type(() => ArticleInputDto)
  articles: ArticleInputDto[];

  /** accurate (default): the encoder blended with the n-grams; fast: the n-grams alone. */
  @IsOptional()
  @IsIn(MODEL_TIERS)
  tier?: ModelTier;
}

export interface LabelPrediction<L extends string> {
  label: L;
  /** Calibrated probabilities. */
  scores: Record<L, number>;
  confidence: number;
  /** More often wrong than right at this confidence (shown as "Uncertain" beside the label). */
  uncertain: boolean;
  model: ModelInfo;
}

/** `analysis.sentiment`: MIXED is a label, never a class with its own probability. */
export interface SentimentResult extends Omit<LabelPrediction<SentimentClass>, 'label'> {
  label: SentimentLabel;
  score: number;
  /** In [0, 1]: how much feeling the text carries either way (TextReading.magnitude). */
  magnitude: number;
  /** Positive wording over a negative situation (TextReading.ironic). */
  ironic: boolean;
  /** ISO 639-1, or 'und'; any language but English is read with no label (TextReading.language). */
  language: string;
}

export type EmotionResult = LabelPrediction<EmotionLabel>;

/**
 * What the article itself reads as (from its text alone), and apart from it the outlet's own rating
 * when the product knows the outlet (models/outlets).
 */
export interface BiasResult extends LabelPrediction<BiasLabel> {
  outlet?: { name: string; rating: BiasLabel };
}
