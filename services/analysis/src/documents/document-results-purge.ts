import { OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { Logger } from 'pino';
import { AnalysisRepository } from '../analysis.repository';

/** How often results past their hour are deleted. */
const PURGE_INTERVAL_MS = 10 * 60 * 1000;

/** Deletes finished documents' results past their hour, every ten minutes while the worker runs. */
export class DocumentResultsPurge implements OnApplicationBootstrap, OnModuleDestroy {
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly results: Pick<AnalysisRepository, 'deleteExpiredDocumentResults'>,
    private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(
      () =>
        void this.results
          .deleteExpiredDocumentResults()
          .catch((err: Error) => this.logger.warn({ err: err.message }, 'could not purge results')),
      PURGE_INTERVAL_MS,
    );
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }
}
