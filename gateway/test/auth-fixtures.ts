import { randomBytes } from 'node:crypto';
import type { Response, Test } from 'supertest';

/** A real 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A real 8×8 JPEG (the auth service decodes and re-encodes every photo). */
export const JPEG = Buffer.from(
  '/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCfADKS/9k=',
  'base64',
);

/** A PNG padded with zeros to `size` bytes (still detected as PNG). */
export function pngOfSize(size: number): Buffer {
  return Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]);
}

export const STRONG_PASSWORD = 'Str0ng!pass';
export const TEST_JWT_SECRET = 'test-jwt-secret-0123456789abcdefghijklmnopqrstuvwxyz';

/**
 * Sets environment variables for this test file and returns a function that puts the previous
 * values back: jest runs several files in one worker process, which share process.env.
 */
export function setEnv(values: Record<string, string | undefined>): () => void {
  const previous = Object.fromEntries(Object.keys(values).map((k) => [k, process.env[k]]));
  const apply = (vars: Record<string, string | undefined>) => {
    for (const [key, value] of Object.entries(vars)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
  apply(values);
  return () => apply(previous);
}

/** A Redis prefix of this file's own under the run's (so services of other files never answer). */
export function privateRedisPrefix(label: string): string {
  return `${process.env.REDIS_PREFIX ?? 'sentilog-test-local'}-${label}-${randomBytes(4).toString('hex')}`;
}

let emailCounter = 0;
export function uniqueEmail(label = 'user'): string {
  return `${label}-${++emailCounter}-${randomBytes(3).toString('hex')}@example.com`;
}

let ipCounter = 0;
/** A fresh client address per call, so per-address rate limits never leak between tests. */
export function freshIp(): string {
  const n = ++ipCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** Undoes quoted-printable soft line breaks and escapes, so a link in a mail can be read. */
export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * Opens a new account as the app does: `signup` (a POST /api/auth/signup carrying its JSON or
 * multipart form) must answer 202, which it does whether or not the address had an account, so
 * the session comes from the sign-in with the same email and password. Answers that sign-in's
 * response: `{token, user, message}`.
 */
export async function signUpAndSignIn(
  http: () => { post(path: string): Test },
  signup: Test,
  credentials: { email: string; password: string },
): Promise<Response> {
  const received = await signup;
  if (received.status !== 202) {
    throw new Error(`signup failed: ${received.status} ${JSON.stringify(received.body)}`);
  }
  return http().post('/api/auth/signin').set('x-forwarded-for', freshIp()).send(credentials);
}

/** signUpAndSignIn with a JSON form of these names and STRONG_PASSWORD, from a fresh address. */
export function openAccount(
  http: () => { post(path: string): Test },
  names: { firstname: string; lastname: string; email: string },
): Promise<Response> {
  return signUpAndSignIn(
    http,
    http()
      .post('/api/auth/signup')
      .set('x-forwarded-for', freshIp())
      .send({ ...names, password: STRONG_PASSWORD }),
    { email: names.email, password: STRONG_PASSWORD },
  );
}
