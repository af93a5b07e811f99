import { type DocumentKind } from '../web/analysis';

/** BullMQ queue that carries uploaded documents from the gateway to the analysis worker. */
export const DOCUMENTS_QUEUE = 'documents';

/**
 * BullMQ's key prefix under a deployment's REDIS_PREFIX, for every queue (documents, news-ingest):
 * a queue's keys are `<prefix>:<queue>:<kind>`, e.g. its waiting jobs in `…:documents:wait` and
 * `…:documents:prioritized`, which the Kubernetes autoscaler reads (k8s/components/keda-autoscaling).
 */
export function bullPrefix(redisPrefix: string): string {
  return `${redisPrefix}:bull`;
}

/** Redis key of an upload's bytes, which every pod can reach; the job carries it. */
export function uploadStorageKey(redisPrefix: string, id: string): string {
  return `${redisPrefix}:upload:${id}`;
}

/**
 * Who may read a document job, decided when it is queued: the app's jobs through the app's route
 * (`GET /api/analyze/jobs/:id`, whoever holds the id: the upload is anonymous, and the id is
 * random and given only to the uploader), the API's jobs through the API's route
 * (`GET /api/v1/analyze/documents/:jobId`) with a key of the account that queued them.
 */
export type DocumentJobAccess = { routes: 'app' } | { routes: 'api'; userId: string };

/** The app's uploads. */
export const APP_JOBS: DocumentJobAccess = { routes: 'app' };

/** `analysis.documents.enqueue`: an upload the gateway checked, for the analysis service to queue. */
export interface DocumentEnqueueRequest {
  /** The file's bytes, base64 (the transport carries JSON). */
  bytes: string;
  fileName: string;
  kind: DocumentKind;
  size: number;
  /** Whose pending documents it counts against: a client address, or `api-key:<keyId>`. */
  owner: string;
  /** How many pending documents `owner` may have (the gateway's setting for the route). */
  maxPerOwner: number;
  /** The bound on every pending upload's bytes together (the gateway's UPLOAD_PENDING_MAX_MB). */
  maxPendingBytes: number;
  access: DocumentJobAccess;
  /** Made from the request's Idempotency-Key, so a repeat finds its job; else a random one. */
  jobId?: string;
}

/** `analysis.documents.status`: a job's id and who asks. */
export interface DocumentStatusRequest {
  jobId: string;
  asker: DocumentJobAccess;
}

/** The queue cannot take more bytes (503). */
export const UPLOADS_FULL =
  'The document queue is full right now. Please try again in a few minutes.';
/** The owner already has `perOwner` documents pending (429). */
export function tooManyPending(perOwner: number): string {
  return `You already have ${perOwner} documents being analysed. Wait for one to finish before uploading another.`;
}
/** Redis lost the job with its upload still booked (410). */
export const UPLOAD_LOST =
  'Your upload was lost while the document queue restarted. Please upload the file again.';
/** A failed job whose failure carries no reason for people. */
export const DOCUMENT_FAILED = 'The document could not be analysed. Please try again.';

/** Uploads nobody processes expire on their own. */
export const UPLOAD_TTL_SECONDS = 60 * 60;

/** How long a finished document's analysis can be fetched (kept in PostgreSQL, not in Redis). */
export const DOCUMENT_RESULT_TTL_SECONDS = 60 * 60;

/** What a document job carries: the bytes stay in Redis under `storageKey`, not in the job. */
export interface DocumentJobData {
  storageKey: string;
  fileName: string;
  kind: DocumentKind;
  size: number;
}

/**
 * What a finished job keeps in Redis: a reference, never the text. The whole analysis is stored in
 * PostgreSQL by the worker and served with the job's status (`AnalysisPatterns.documentStatus`).
 */
export interface DocumentJobResult {
  jobId: string;
  textLength: number;
}

/**
 * How a job that cannot succeed tells the gateway what to answer: the worker fails it with this
 * JSON as the message, and the gateway passes status and text on to the client.
 */
export interface DocumentJobFailure {
  statusCode: number;
  error: string;
}

export function encodeJobFailure(failure: DocumentJobFailure): string {
  return JSON.stringify(failure);
}

export function decodeJobFailure(reason: string | undefined): DocumentJobFailure | undefined {
  try {
    const parsed = JSON.parse(reason ?? '') as Partial<DocumentJobFailure>;
    if (typeof parsed.statusCode === 'number' && typeof parsed.error === 'string') {
      return { statusCode: parsed.statusCode, error: parsed.error };
    }
  } catch {
    // not one of ours: an unexpected crash
  }
  return undefined;
}
