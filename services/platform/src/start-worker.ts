import pino, { Logger } from 'pino';
import { BaseConfig } from './config';
import { runEntryPoint } from './entry-point';
import { HealthCheck, startHealthServer } from './health-server';

/** What a worker's start is given: its parsed configuration and its logger. */
export interface WorkerContext<C extends BaseConfig> {
  config: C;
  logger: Logger;
}

/** A started worker: what its readiness depends on, and how it stops. */
export interface RunningWorker {
  /** Readiness checks (`/ready` on HEALTH_PORT); `/health` answers while the process runs. */
  checks?: Record<string, HealthCheck>;
  /** Stops taking work, finishes or hands back what it holds, and closes its connections. */
  close(): Promise<void>;
}

export interface WorkerOptions<C extends BaseConfig> {
  /** The process's name in its logs (`news-worker`, `analysis-worker`). */
  name: string;
  /** Parses the worker's variables; throws a ConfigError naming the first bad one. */
  configFrom(env: NodeJS.ProcessEnv): C;
  /** Where the configuration is read from: the process's environment, or a test's. */
  env: NodeJS.ProcessEnv;
  /** Opens the worker's connections and starts it. */
  start(context: WorkerContext<C>): Promise<RunningWorker>;
  /**
   * How long close() may take after SIGTERM or SIGINT before the process exits with 1 anyway
   * (default 25 s: inside Kubernetes' 30 s grace period). A worker that drains its jobs for a
   * while gives its drain time and a margin.
   */
  closeTimeoutMs?: number | ((config: C) => number);
}

/** The parts of `process` a worker's life uses; a test passes its own. */
export interface WorkerHost {
  once(signal: 'SIGTERM' | 'SIGINT', listener: () => void): unknown;
  exit(code: number): void;
}

export const DEFAULT_WORKER_CLOSE_TIMEOUT_MS = 25_000;

/**
 * Starts a worker process (one that is not an RPC service: see bootstrapService for those): the
 * configuration parsed first (a ConfigError is one line and status 1, runEntryPoint), a pino
 * logger named for it, its start, the health server on HEALTH_PORT when set (liveness `/health`,
 * readiness `/ready` from the checks the worker returns), and on SIGTERM or SIGINT the health
 * server closed, the worker's close() awaited for at most closeTimeoutMs, and exit 0 (1 when
 * close failed or ran out of time).
 */
export function startWorker<C extends BaseConfig>(
  options: WorkerOptions<C>,
  host: WorkerHost = process,
): Promise<void> {
  return runEntryPoint(() => launchWorker(options, host));
}

/** startWorker without runEntryPoint: resolves once the worker runs, with its stop. */
export async function launchWorker<C extends BaseConfig>(
  options: WorkerOptions<C>,
  host: WorkerHost,
): Promise<{ stop(): Promise<number> }> {
  const config = options.configFrom(options.env);
  const logger = pino({ level: config.LOG_LEVEL, base: { service: options.name } });
  const running = await options.start({ config, logger });
  const health = config.HEALTH_PORT
    ? startHealthServer(config.HEALTH_PORT, running.checks ?? {})
    : undefined;
  const closeTimeoutMs =
    typeof options.closeTimeoutMs === 'function'
      ? options.closeTimeoutMs(config)
      : (options.closeTimeoutMs ?? DEFAULT_WORKER_CLOSE_TIMEOUT_MS);

  let stopping: Promise<number> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      health?.close();
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), closeTimeoutMs);
        timer.unref();
      });
      try {
        const outcome = await Promise.race([
          running.close().then(() => 'closed' as const),
          timedOut,
        ]);
        if (outcome === 'timeout') {
          logger.error(`${options.name} did not close within ${closeTimeoutMs} ms; exiting`);
          return 1;
        }
        return 0;
      } catch (err) {
        logger.error({ err: err instanceof Error ? err.message : String(err) }, 'close failed');
        return 1;
      } finally {
        clearTimeout(timer);
      }
    })();
    return stopping;
  };
  const onSignal = () => void stop().then((code) => host.exit(code));
  host.once('SIGTERM', onSignal);
  host.once('SIGINT', onSignal);
  return { stop };
}
