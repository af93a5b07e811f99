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
 * PostgreSQL by the worker and served by `AnalysisPatterns.documentResult`.
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
