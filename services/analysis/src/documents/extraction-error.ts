import { DocumentJobFailure } from '@sentilog/contracts';

/** The file itself is the problem (corrupt, encrypted, empty…): answered 422, never retried. */
export class ExtractionError extends Error implements DocumentJobFailure {
  readonly statusCode = 422;
  constructor(readonly error: string) {
    super(error);
    this.name = 'ExtractionError';
  }
}
