import {
  appUrlEnv,
  baseEnv,
  jwtSecretEnv,
  parseConfig,
  withAppUrl,
  withJwtSecret,
  z,
} from '@sentilog/platform';

export const authEnv = {
  ...baseEnv,
  /** Where the browser app lives; password reset links point at `${APP_URL}/reset-password`. */
  ...appUrlEnv,
  /** The gateway's port, which APP_URL follows when unset (`npm start` gives every process PORT). */
  PORT: z.coerce.number().int().min(1).max(65_535).default(8080),
  /**
   * Outgoing mail, e.g. smtps://user:password@smtp.example.com:465. Unset: no mail is sent, and
   * outside production the reset link is written to the log instead.
   */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  /** Signs the access tokens (HS256); the gateway verifies them with the same key. */
  ...jwtSecretEnv,
  /** Access token lifetime: seconds, or a number with s, m, h or d. */
  JWT_EXPIRES_IN: z
    .string()
    .regex(/^\d+[smhd]?$/, 'must be a number of seconds, or a number with s, m, h or d')
    .default('7d'),
  /** Sender of password reset mail. */
  MAIL_FROM: z.string().min(3).default('SentiLog <no-reply@sentilog.local>'),
};

/** The auth service's configuration: parsed once, when the service starts, and injected. */
export const AUTH_CONFIG = Symbol('AuthConfig');

/** Parses the auth service's variables; throws a ConfigError naming the first bad one. */
export function authConfigFrom(env: NodeJS.ProcessEnv) {
  return withJwtSecret(withAppUrl(parseConfig(authEnv, env)));
}

export type AuthConfig = ReturnType<typeof authConfigFrom>;
