import { z } from 'zod';
import { DEFAULT_VISIBILITY_TIMEOUT_MS } from '@sentilog/transport';

/** A configuration problem, worded for the person starting the process. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => ['true', '1', 'yes'].includes(value));

/** Variables shared by every process; each service extends this with its own. */
export const baseEnv = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .default('postgres://postgres@127.0.0.1:5432/sentilog'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .default('redis://127.0.0.1:6379'),
  /** Prefix of every Redis key, so that deployments or test runs can share one Redis. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w.-]+$/, 'may hold letters, digits, ".", "_" and "-"')
    .default('sentilog'),
  RPC_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  /** Services: a request left unrefreshed this long by a replica (it died) goes to another one. */
  RPC_VISIBILITY_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(300)
    .max(600_000)
    .default(DEFAULT_VISIBILITY_TIMEOUT_MS),
  /** Port of a service's health endpoints; unset means none (the gateway checks services over RPC). */
  HEALTH_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
};

export { booleanString, z };

/** The variables every process has, parsed. */
export type BaseConfig = z.infer<z.ZodObject<typeof baseEnv>>;

/** Parses the environment against a schema; throws a ConfigError naming the first bad variable. */
export function parseConfig<T extends z.ZodRawShape>(
  shape: T,
  env: NodeJS.ProcessEnv,
): z.infer<z.ZodObject<T>> {
  // An empty variable means "not set", so that `FOO=` in a compose file falls back to the default.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = z.object(shape).safeParse(cleaned);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = issue.path.join('.');
  const value = env[name];
  // The value helps find a typo, but a secret's value must not end up in logs.
  const secret = /SECRET|PASSWORD|TOKEN|API_KEY|PRIVATE_KEY|CREDENTIAL/i.test(name);
  const shown =
    value === undefined ? 'is missing' : secret ? 'is invalid' : `("${value}") is invalid`;
  throw new ConfigError(`Configuration error: ${name} ${shown}: ${issue.message}`);
}
