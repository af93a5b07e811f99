import { Inject, Injectable } from '@nestjs/common';
import { DOCUMENTS_QUEUE } from '@sentilog/contracts';
import {
  InjectQueue,
  InjectQueueRedis,
  PendingUploads,
  QueueProducer,
  queueJobsGauge,
} from '@sentilog/platform';
import type Redis from 'ioredis';
import { Gauge } from 'prom-client';
import { MetricsService } from '../metrics/metrics.service';
import { GATEWAY_CONFIG, GatewayConfig } from '../config';

/**
 * The documents queue's depth on the gateway's `/metrics` (`queue_jobs`, `upload_pending_bytes`),
 * where Prometheus has always read it. The analysis service owns the queue and has no metrics
 * endpoint; these gauges only count, at scrape time, what the queue and the uploads hold.
 */
@Injectable()
export class DocumentQueueMetrics {
  constructor(
    metrics: MetricsService,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
    @InjectQueue(DOCUMENTS_QUEUE) queue: QueueProducer<typeof DOCUMENTS_QUEUE>,
    @InjectQueueRedis() redis: Redis,
  ) {
    queueJobsGauge(queue, metrics.registry);
    const uploads = new PendingUploads(redis, config.REDIS_PREFIX);
    new Gauge({
      name: 'upload_pending_bytes',
      help: 'Bytes of uploaded documents waiting in Redis for the worker',
      registers: [metrics.registry],
      async collect() {
        this.set(await uploads.totalBytes());
      },
    });
  }
}
