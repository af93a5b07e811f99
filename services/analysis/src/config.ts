import { baseEnv, parseConfig, z } from '@sentilog/platform';

export const analysisEnv = {
  ...baseEnv,
  /** Documents one worker process analyses at once (each holds its text and model activations). */
  DOCUMENT_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  /**
   * A job whose worker stops renewing its lock for this long is taken back and retried; the lock is
   * renewed every half of it, and extraction runs in a thread, so the event loop is free to do so.
   */
  DOCUMENT_LOCK_MS: z.coerce.number().int().min(1_000).default(10_000),
  /** How often a worker looks for such stalled jobs: a crashed worker's job moves on within seconds. */
  DOCUMENT_STALLED_INTERVAL_MS: z.coerce.number().int().min(500).default(5_000),
  /**
   * On SIGTERM, how long the worker lets the documents it is analysing finish; those still running
   * then are handed back to the queue for another worker (not left to stall), and it exits. Keep it
   * well inside the orchestrator's grace period (compose: 10 s, Kubernetes: 30 s).
   */
  DOCUMENT_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
  /** Time and heap budget of text extraction from one file. */
  EXTRACTION_TIMEOUT_MS: z.coerce.number().int().min(1_000).default(60_000),
  EXTRACTION_MEMORY_MB: z.coerce.number().int().min(64).default(512),
  /** Sentences of one document the models read; longer documents are sampled evenly. */
  MODEL_MAX_SENTENCES: z.coerce.number().int().min(100).default(20_000),
  /**
   * Time the accurate model may spend on one document's sentences; the fast model reads the rest
   * (the result says how many each read).
   */
  DOCUMENT_ACCURATE_BUDGET_MS: z.coerce.number().int().min(0).max(600_000).default(3_000),
  /**
   * Threads ONNX Runtime may use for one pass of the accurate encoder. One per process: the stack
   * scales by running as many analysis processes as cores (each also does its own RPC and JSON
   * work), which measured faster than one process with more threads (bench/README.md).
   */
  ANALYSIS_THREADS: z.coerce.number().int().min(1).max(64).default(1),
};

/** Parses the analysis service's (and its worker's) variables; throws a ConfigError on a bad one. */
export function analysisConfigFrom(env: NodeJS.ProcessEnv) {
  return parseConfig(analysisEnv, env);
}

export type AnalysisConfig = ReturnType<typeof analysisConfigFrom>;
