import { ApiProperty, ApiPropertyOptional } from '../openapi';
import { API_KEY_SCOPES, DOCUMENT_QUOTA_CHARACTERS, type ApiKeyScope } from '../web/api-keys';
import { Explanation, TextReading } from './analysis';

/** What one key was charged on one UTC day. */
export class ApiKeyUsageDay {
  @ApiProperty({ description: 'The UTC day', example: '2026-11-25' })
  date: string;
  @ApiProperty({
    description: `Characters charged to the key that day: each text its length, each document ${DOCUMENT_QUOTA_CHARACTERS.toLocaleString('en-US')}`,
    example: 240_000,
  })
  characters: number;
}

/** A key as lists show it: never the secret, only its first characters. */
export class ApiKeySummary {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty({ example: 'Reporting pipeline' })
  name: string;
  @ApiProperty({
    description: 'The first characters of the key, to tell keys apart',
    example: 'sl_live_ab12cd',
  })
  prefix: string;
  @ApiProperty({ enum: API_KEY_SCOPES, isArray: true, example: ['analysis'] })
  scopes: ApiKeyScope[];
  @ApiProperty({ format: 'date-time' })
  createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastUsedAt: string | null;
  @ApiProperty({
    type: [ApiKeyUsageDay],
    description: 'Days of the last 30 (UTC) on which the key was used, oldest first',
  })
  usage: ApiKeyUsageDay[];
}

/** `GET /api/api-keys`: the signed-in user's keys, newest first, with the daily quota. */
export class ApiKeyList {
  @ApiProperty({ type: [ApiKeySummary] })
  keys: ApiKeySummary[];
  @ApiProperty({
    description: 'Characters each key may have analysed per UTC day (API_KEY_DAILY_CHARACTERS)',
    example: 10_000_000,
  })
  dailyQuota: number;
  @ApiProperty({ description: "Today's UTC date, which `usage` counts against the quota" })
  today: string;
}

/** `POST /api/api-keys`: the new key, whose secret is shown this once and never again. */
export class ApiKeyCreated {
  @ApiProperty({ type: ApiKeySummary })
  key: ApiKeySummary;
  @ApiProperty({
    description: 'The whole key: shown only in this answer (only its hash is stored)',
    example: 'sl_live_ab12cdXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX',
  })
  secret: string;
}

/** One text's analysis in a batch: the shape of `POST /api/analyze/text`, its why when asked. */
export class BatchTextResult extends TextReading {
  @ApiPropertyOptional({
    type: Explanation,
    description: 'Only with `explain: true`: the words that moved the sentiment',
  })
  explanation?: Explanation;
}

/** `POST /api/v1/analyze/batch`: one result per text, in the order sent. */
export class AnalyzeBatchResponse {
  @ApiProperty({ type: [BatchTextResult] })
  results: BatchTextResult[];
}

/** One uploaded document: its job to poll, or why it was not queued. */
export class QueuedDocument {
  @ApiProperty({ example: 'report.pdf' })
  fileName: string;
  @ApiPropertyOptional({
    format: 'uuid',
    description: 'Poll GET /api/v1/analyze/documents/{jobId} for the result',
  })
  jobId?: string;
  @ApiPropertyOptional({ description: 'Why this document was not queued (the others were)' })
  error?: string;
}

/** `POST /api/v1/analyze/documents`: one entry per file, in the order sent. */
export class DocumentsQueued {
  @ApiProperty({ type: [QueuedDocument] })
  documents: QueuedDocument[];
}

/** `auth.apiKeys.verify`: who a live key belongs to, or null for an unknown or revoked one. */
export interface VerifiedApiKey {
  keyId: string;
  userId: string;
  scopes: ApiKeyScope[];
}

/** `auth.apiKeys.revoke`: the revoked key's hash, so the gateway forgets its cached verification. */
export interface ApiKeyRevoked {
  revoked: true;
  hash: string;
}
