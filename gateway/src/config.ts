import { baseEnv, booleanString, loadConfig, z } from '@sentilog/contracts';
import { resolve } from 'node:path';

export const gatewayEnv = {
  ...baseEnv,
  PORT: z.coerce.number().int().min(1).max(65_535).default(8080),
  /** Browser origins allowed to call the API directly (the Vite dev server by default). */
  CORS_ORIGINS: z
    .string()
    .default('http://localhost:5173')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  /** Hops of reverse proxies to trust for the client address (set 1 behind an ingress). */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value) => (/^\d+$/.test(value) ? Number(value) : ['true', 'yes'].includes(value)))
    .pipe(z.union([z.number().int().min(0), z.boolean()])),
  /** Contact messages one client address may send per minute. */
  CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(5),
  /** Requests one client address may make per minute across the whole API. */
  API_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(600),
  /** Text analyses one client address may request per minute. */
  ANALYZE_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(30),
  /** How long an upload request waits for its document's analysis before answering 504. */
  ANALYSIS_WAIT_MS: z.coerce.number().int().min(1_000).max(600_000).default(120_000),
  SERVE_FRONTEND: booleanString.default('true'),
  FRONTEND_DIST: z.string().default(resolve(__dirname, '../../frontend/dist')),
};

export const config = loadConfig(gatewayEnv);
export type GatewayConfig = typeof config;
