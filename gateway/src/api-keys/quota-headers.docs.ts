import type { ApiResponseCommonMetadata } from '@nestjs/swagger';

type HeadersObject = NonNullable<ApiResponseCommonMetadata['headers']>;

/** The quota headers of every `/api/v1/analyze` answer, for the OpenAPI document. */
export const QUOTA_HEADERS: HeadersObject = {
  'X-Quota-Limit-Characters': {
    description:
      'Characters this key may have analysed per UTC day (API_KEY_DAILY_CHARACTERS): a text counts its length, a document 100,000',
    schema: { type: 'integer' },
  },
  'X-Quota-Remaining-Characters': {
    description: 'What is left of it today, after this call',
    schema: { type: 'integer' },
  },
  'X-Quota-Reset': {
    description: 'Seconds until the quota resets (midnight UTC)',
    schema: { type: 'integer' },
  },
  'X-Call-Limit-Characters': {
    description:
      'Batch calls only: the most characters one call may hold (API_BATCH_MAX_CHARACTERS)',
    schema: { type: 'integer' },
  },
};

/** The document route's: the same, without the per-call limit of a batch. */
export const DOCUMENT_QUOTA_HEADERS: HeadersObject = Object.fromEntries(
  Object.entries(QUOTA_HEADERS).filter(([name]) => name !== 'X-Call-Limit-Characters'),
);
