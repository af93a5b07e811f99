/**
 * Runs inside a worker thread started by `extractInThread`: extracts the text of one file, so a
 * hostile file can exhaust only this thread's heap and time, never the worker process.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { DocumentKind } from '@sentilog/contracts';
import { extractText } from './extract-text';
import { ExtractionError } from './extraction-error';

const { kind, bytes } = workerData as { kind: DocumentKind; bytes: Uint8Array };

extractText(kind, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
  .then((text) => parentPort!.postMessage({ text }))
  .catch((err: unknown) =>
    parentPort!.postMessage({
      error: err instanceof ExtractionError ? err.error : 'The file could not be read.',
    }),
  );
