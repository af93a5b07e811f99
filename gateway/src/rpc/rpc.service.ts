import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { AnalysisPatterns, JournalPatterns, NewsPatterns, SERVICES } from '@sentilog/contracts';
import { createRpcClient } from '@sentilog/platform';
import { pingPattern, RedisStreamsClient } from '@sentilog/transport';
import { lastValueFrom } from 'rxjs';
import { GATEWAY_CONFIG, GatewayConfig } from '../config';
import { MetricsService } from '../metrics/metrics.service';

/** Readiness must answer quickly even when a service is down. */
const PING_TIMEOUT_MS = 1_500;
/** A 100,000-character text is read sentence by sentence, which takes longer than a lookup. */
const TEXT_ANALYSIS_TIMEOUT_MS = 30_000;
/** Sanitising, encrypting and storing around the journal service's own analysis call. */
const JOURNAL_MARGIN_MS = 5_000;
const EXPORT_PAGE_TIMEOUT_MS = 30_000;
/** An article's first open reads its original page (NEWS_FETCH_TIMEOUT_MS, 10 s by default). */
const NEWS_DETAIL_TIMEOUT_MS = 20_000;
/**
 * A part of an API batch: it waits in the batch lane behind interactive work and other batches
 * (docs/architecture.md, "API keys"). The Ingress must wait longer (k8s/base/gateway/ingress.yaml).
 */
export const TEXT_BATCH_TIMEOUT_MS = 120_000;

/** The gateway's one way to call services over the transport. */
@Injectable()
export class RpcService implements OnApplicationShutdown {
  readonly client: RedisStreamsClient;

  constructor(metrics: MetricsService, @Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    this.client = createRpcClient(config, {
      patternTimeoutsMs: {
        ...Object.fromEntries(SERVICES.map((s) => [pingPattern(s), PING_TIMEOUT_MS])),
        [AnalysisPatterns.text]: TEXT_ANALYSIS_TIMEOUT_MS,
        [AnalysisPatterns.texts]: TEXT_BATCH_TIMEOUT_MS,
        // Asked before a cached answer is served: without a quick answer, the text is analysed.
        [AnalysisPatterns.models]: PING_TIMEOUT_MS,
        [NewsPatterns.detail]: NEWS_DETAIL_TIMEOUT_MS,
        // The journal service has the entry analysed before it answers (and waits as long for it).
        [JournalPatterns.create]: TEXT_ANALYSIS_TIMEOUT_MS + JOURNAL_MARGIN_MS,
        [JournalPatterns.update]: TEXT_ANALYSIS_TIMEOUT_MS + JOURNAL_MARGIN_MS,
        // A page decrypts up to a few MB of entries, and may wait for this replica's turn.
        [JournalPatterns.exportPage]: EXPORT_PAGE_TIMEOUT_MS,
      },
      patternQueueWaitsMs: { [AnalysisPatterns.text]: config.ANALYSIS_QUEUE_WAIT_MS },
      onSettled: (pattern, outcome, ms) =>
        metrics.rpcDuration.observe({ pattern, outcome }, ms / 1000),
    });
  }

  /** Sends a request and resolves with the reply; rejects with RpcCallError or ServiceUnavailableError. */
  call<T>(pattern: string, data: unknown): Promise<T> {
    return lastValueFrom(this.client.send<T>(pattern, data), { defaultValue: undefined as T });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
  }
}
