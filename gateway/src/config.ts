import {
  appUrlEnv,
  baseEnv,
  booleanString,
  jwtSecretEnv,
  parseConfig,
  withAppUrl,
  withJwtSecret,
  z,
} from '@sentilog/platform';
import { resolve } from 'node:path';
import { gatewayNewsEnv } from './news/news-config';

/** Stated in the OpenAPI document, which is built from decorators and so cannot show an override. */
export const DEFAULT_UPLOAD_PENDING_PER_ADDRESS = 3;

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
  /** Journal exports one client address may start per minute (each reads the whole journal). */
  JOURNAL_EXPORT_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(5),
  /** Journal exports this replica streams at once (each holds about one page, a few MB). */
  JOURNAL_EXPORTS_AT_ONCE: z.coerce.number().int().min(1).max(100).default(2),
  /**
   * Serves GET /metrics on this port instead of the public one, so an Ingress in front of PORT
   * cannot publish the metrics (set in Kubernetes and compose; unset, `npm start` serves them on PORT).
   */
  METRICS_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  /**
   * How long a text analysis may wait for a free analysis replica; later, 503 busy with
   * Retry-After, rather than a queue of seconds for everyone (docs/architecture.md, Serving).
   */
  ANALYSIS_QUEUE_WAIT_MS: z.coerce.number().int().min(50).max(30_000).default(1_000),
  /** How long an answer of POST /api/analyze/text is kept for the same text; 0 keeps none. */
  ANALYSIS_CACHE_TTL_S: z.coerce.number().int().min(0).max(86_400).default(600),
  /** Answers kept in Redis at most (each a few kB); the oldest go first. */
  ANALYSIS_CACHE_MAX_ENTRIES: z.coerce.number().int().min(100).max(1_000_000).default(10_000),
  /** Document uploads one client address may make per minute (each may be 10 MB). */
  ANALYZE_UPLOAD_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Bytes of all uploads waiting for the worker together, in MB; beyond it uploads get 503. */
  UPLOAD_PENDING_MAX_MB: z.coerce.number().int().min(10).max(100_000).default(200),
  /** Documents one client address may have waiting or being analysed at once; beyond it, 429. */
  UPLOAD_PENDING_PER_ADDRESS: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000)
    .default(DEFAULT_UPLOAD_PENDING_PER_ADDRESS),
  /**
   * Unlocks GET /api/ready/details (readiness of every downstream service, with reasons) for
   * requests carrying it in `x-readiness-token`; unset, that route answers 404.
   */
  READINESS_DETAIL_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /**
   * Characters one API key may have analysed per UTC day (a text counts its length, a document
   * DOCUMENT_QUOTA_CHARACTERS); a call that would pass it is refused whole with 429.
   */
  API_KEY_DAILY_CHARACTERS: z.coerce.number().int().min(1).max(10_000_000_000).default(10_000_000),
  /** Characters one call of POST /api/v1/analyze/batch may hold together; beyond it, 413. */
  API_BATCH_MAX_CHARACTERS: z.coerce.number().int().min(1).max(100_000_000).default(1_000_000),
  /** Batch calls one API key, and one account with all its keys, may have running at once. */
  API_BATCH_CONCURRENT_CALLS: z.coerce.number().int().min(1).max(100).default(2),
  /** Documents one API key may have waiting or being analysed at once; beyond it, 429. */
  API_KEY_PENDING_DOCUMENTS: z.coerce.number().int().min(1).max(1_000).default(10),
  // --- accounts (gateway/src/auth) ---
  /**
   * Verifies access tokens (the auth service signs them with the same key) and keys the OAuth
   * cookies' signatures; see jwtSecretEnv.
   */
  ...jwtSecretEnv,
  /** The browser app's address: OAuth sign-in ends at `${APP_URL}/oauth-callback`. */
  ...appUrlEnv,
  /** The gateway's public address, for the OAuth providers' callback URLs (default: APP_URL). */
  PUBLIC_URL: z
    .string()
    .url()
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
  /** Sign-in attempts one client address, and one email, may make per LOGIN_RATE_WINDOW_S. */
  LOGIN_RATE_LIMIT_IP: z.coerce.number().int().min(1).max(100_000).default(20),
  LOGIN_RATE_LIMIT_EMAIL: z.coerce.number().int().min(1).max(100_000).default(5),
  LOGIN_RATE_WINDOW_S: z.coerce.number().int().min(1).max(86_400).default(900),
  /** Signups, password reset requests and OAuth code exchanges one client address may make per minute. */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Google sign-in; without a client id the Google routes answer 503. */
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_AUTHORIZATION_URL: z
    .string()
    .url()
    .default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.string().url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_USERINFO_URL: z.string().url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  /** GitHub sign-in; without a client id the GitHub routes answer 503. */
  GITHUB_CLIENT_ID: z.string().optional(),
  GITHUB_CLIENT_SECRET: z.string().optional(),
  GITHUB_AUTHORIZATION_URL: z.string().url().default('https://github.com/login/oauth/authorize'),
  GITHUB_TOKEN_URL: z.string().url().default('https://github.com/login/oauth/access_token'),
  GITHUB_USER_URL: z.string().url().default('https://api.github.com/user'),
  GITHUB_EMAILS_URL: z.string().url().default('https://api.github.com/user/emails'),
  SERVE_FRONTEND: booleanString.default('true'),
  FRONTEND_DIST: z.string().default(resolve(__dirname, '../../frontend/dist')),
  ...gatewayNewsEnv,
};

/**
 * Every rate-limit setting at the highest value its schema accepts, as environment values: for the
 * load benchmark and the fault suite, whose bursts must never meet a limit.
 */
export function highestRateLimits(): Record<string, string> {
  const limits: Record<string, string> = {};
  for (const [name, schema] of Object.entries(gatewayEnv)) {
    if (!name.includes('RATE_LIMIT')) continue;
    const number = schema instanceof z.ZodDefault ? schema.removeDefault() : schema;
    if (!(number instanceof z.ZodNumber) || number.maxValue === null) {
      throw new Error(`${name} has no highest value`);
    }
    limits[name] = String(number.maxValue);
  }
  return limits;
}

/** The gateway's configuration: parsed once, when the application is created, and injected. */
export const GATEWAY_CONFIG = Symbol('GatewayConfig');

/** Parses the gateway's variables; throws a ConfigError naming the first bad one. */
export function gatewayConfigFrom(env: NodeJS.ProcessEnv) {
  return withJwtSecret(withAppUrl(parseConfig(gatewayEnv, env)));
}

export type GatewayConfig = ReturnType<typeof gatewayConfigFrom>;
