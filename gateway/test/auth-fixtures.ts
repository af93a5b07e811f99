import { randomBytes } from 'node:crypto';

/** A real 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A real 8×8 JPEG (the gateway decodes and re-encodes every photo). */
export const JPEG = Buffer.from(
  '/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCfADKS/9k=',
  'base64',
);

export const TWO_MB = 2 * 1024 * 1024;

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
