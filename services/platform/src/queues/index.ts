export * from './queue-connection';
export * from './queue-job';
export * from './queue-metrics';
export * from './queue-processor';
export * from './queue-producer';
export * from './queue-worker-host';
export * from './queue.module';
export * from './worker-context';
