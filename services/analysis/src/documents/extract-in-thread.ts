import type { DocumentKind } from '@sentilog/contracts';
import { extname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { ExtractionError } from './extraction-error';

export interface ExtractionBudget {
  timeoutMs: number;
  memoryMb: number;
}

// Compiled, the thread script is a .js file beside this one; under the tests it is TypeScript,
// which the thread loads through the same register hook the tests' child processes use.
const threadScript = join(__dirname, `extraction-thread${extname(__filename)}`);
const execArgv = extname(__filename) === '.ts' ? ['--require', '@swc-node/register'] : [];

/** Extracts a file's text in a worker thread with a heap limit and a deadline. */
export function extractInThread(
  kind: DocumentKind,
  bytes: Buffer,
  budget: ExtractionBudget,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(threadScript, {
      workerData: { kind, bytes },
      execArgv,
      resourceLimits: { maxOldGenerationSizeMb: budget.memoryMb },
    });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new ExtractionError('Reading the file took too long, so it was stopped.'));
    }, budget.timeoutMs);
    const finish = (settle: () => void) => {
      clearTimeout(timer);
      settle();
      void worker.terminate();
    };
    worker.once('message', (message: { text?: string; error?: string }) =>
      finish(() =>
        message.error !== undefined
          ? reject(new ExtractionError(message.error))
          : resolve(message.text ?? ''),
      ),
    );
    worker.once('error', (err: Error & { code?: string }) =>
      finish(() =>
        reject(
          new ExtractionError(
            err.code === 'ERR_WORKER_OUT_OF_MEMORY'
              ? 'The file needs more memory to read than a document should, so it was stopped.'
              : 'The file could not be read.',
          ),
        ),
      ),
    );
    worker.once('exit', () =>
      finish(() => reject(new ExtractionError('The file could not be read.'))),
    );
  });
}
