import { ApiProperty, ApiPropertyOptional } from '../openapi';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  Min,
} from 'class-validator';
import {
  API_KEY_NAME_MAX_LENGTH,
  API_KEY_PREFIX,
  API_KEY_SHOWN_LENGTH,
  ApiKeyMessages,
  MAX_BATCH_TEXTS,
} from '../web/api-keys';
import {
  MAX_TEXT_LENGTH,
  MODEL_TIERS,
  TEXT_DOMAINS,
  type ModelTier,
  type TextDomain,
} from '../web/analysis';
import { TextBatchRequest } from './analysis.dto';
import { UserIdRequest } from './auth.dto';
import { RequiredText, trim } from './validation';

/** SHA-256 of a key, in hex: what the auth service stores and looks keys up by. */
const SHA256_HEX = /^[0-9a-f]{64}$/;
const SHOWN_PREFIX = new RegExp(
  `^${API_KEY_PREFIX}[A-Za-z0-9_-]{${API_KEY_SHOWN_LENGTH - API_KEY_PREFIX.length}}$`,
);

/** `POST /api/api-keys`: a name for the new key. */
export class CreateApiKeyDto {
  @ApiProperty({ example: 'Reporting pipeline', minLength: 1, maxLength: API_KEY_NAME_MAX_LENGTH })
  @MaxLength(API_KEY_NAME_MAX_LENGTH, { message: ApiKeyMessages.nameTooLong })
  @RequiredText('name', trim)
  name: string;
}

/**
 * `auth.apiKeys.create`: the gateway makes the secret and sends only its hash and shown prefix, so
 * the secret never crosses the transport nor rests in a stream.
 */
export class CreateApiKeyRequest extends UserIdRequest {
  @MaxLength(API_KEY_NAME_MAX_LENGTH, { message: ApiKeyMessages.nameTooLong })
  @RequiredText('name', trim)
  name: string;

  @Matches(SHOWN_PREFIX, { message: 'prefix must be the first characters of a key' })
  prefix: string;

  @Matches(SHA256_HEX, { message: 'hash must be a SHA-256 in hex' })
  hash: string;
}

/** `auth.apiKeys.revoke`: one of the user's own keys. */
export class ApiKeyRequest extends UserIdRequest {
  @IsUUID('all', { message: ApiKeyMessages.notFound })
  id: string;
}

/** `auth.apiKeys.verify`: the hash of the key a request carried. */
export class VerifyApiKeyRequest {
  @Matches(SHA256_HEX, { message: 'hash must be a SHA-256 in hex' })
  hash: string;
}

/** `auth.apiKeys.recordUse`: the characters a key was just charged (API_QUOTA in web/api-keys). */
export class RecordApiKeyUseRequest {
  @IsUUID('all', { message: 'keyId must be a UUID' })
  keyId: string;

  @IsInt()
  @Min(1)
  characters: number;
}

/** `POST /api/v1/analyze/batch`. Empty and over-long texts are refused with their position. */
export class AnalyzeBatchDto {
  @ApiProperty({
    type: [String],
    minItems: 1,
    maxItems: MAX_BATCH_TEXTS,
    description: `1 to ${MAX_BATCH_TEXTS} texts, each non-empty and at most ${MAX_TEXT_LENGTH.toLocaleString('en-US')} characters`,
    example: ['I love this product.', 'The delivery was late and the box was damaged.'],
  })
  @IsString({ each: true, message: 'texts must hold only text' })
  @ArrayMaxSize(MAX_BATCH_TEXTS, { message: ApiKeyMessages.tooManyTexts })
  @ArrayMinSize(1, { message: 'texts must hold at least one text' })
  @IsArray({ message: 'texts must be an array of texts' })
  texts: string[];

  @ApiPropertyOptional({
    enum: MODEL_TIERS,
    default: 'accurate',
    description: 'accurate: the fine-tuned encoder; fast: the small distilled network',
  })
  @IsOptional()
  @IsIn(MODEL_TIERS, { message: `tier must be one of ${MODEL_TIERS.join(', ')}` })
  tier?: ModelTier;

  @ApiPropertyOptional({
    default: false,
    description: 'Include each result’s explanation (the words that moved the sentiment)',
  })
  @IsOptional()
  @IsBoolean({ message: 'explain must be true or false' })
  explain?: boolean;

  @ApiPropertyOptional({
    enum: TEXT_DOMAINS,
    description:
      'What kind of texts they are, whose calibration reads their sentiment: news (headlines, news sentences), finance (company and market news), social (posts, comments), diary (journal entries) or general; without it, each text is read as the kind the model recognises',
  })
  @IsOptional()
  @IsIn(TEXT_DOMAINS, { message: `domain must be one of ${TEXT_DOMAINS.join(', ')}` })
  domain?: TextDomain;
}

/** `analysis-batch.texts` (AnalysisPatterns.texts): a batch answered in the shape of `analysis.text`. */
export class AnalyzeTextsRequest extends TextBatchRequest {
  @IsOptional()
  @IsBoolean()
  explain?: boolean;
}
