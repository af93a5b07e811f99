/** What the API-key routes answer (`/api/api-keys`, `/api/v1/*`), and the limits the page states. */

// The answers themselves are the documented classes of ../answers (types only here).
export type {
  AnalyzeBatchResponse,
  ApiKeyCreated,
  ApiKeyList,
  ApiKeySummary,
  ApiKeyUsageDay,
  BatchTextResult,
  DocumentsQueued,
  QueuedDocument,
} from '../answers/api-keys';
