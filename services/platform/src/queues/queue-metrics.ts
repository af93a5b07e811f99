import type { QueueName } from '@sentilog/contracts';
import { Gauge, Registry } from 'prom-client';
import { QueueProducer } from './queue-producer';

/** The states `queue_jobs` reports, as BullMQ names them. */
const REPORTED_STATES = [
  'waiting',
  'prioritized',
  'active',
  'delayed',
  'failed',
  'completed',
] as const;

/**
 * `queue_jobs{queue, state}`: how many jobs a queue holds in each state, read from Redis when
 * Prometheus scrapes `registry` (the same for every replica: it is the queue's, not the pod's).
 */
export function queueJobsGauge<Q extends QueueName>(
  queue: QueueProducer<Q>,
  registry: Registry,
): Gauge<'queue' | 'state'> {
  return new Gauge({
    name: 'queue_jobs',
    help: 'Jobs in a BullMQ queue, by state',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      const counts = await queue.counts(...REPORTED_STATES);
      for (const [state, count] of Object.entries(counts))
        this.set({ queue: queue.name, state }, count);
    },
  });
}
