import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Compares a secret someone sent with the one expected, in constant time: both are hashed first,
 * so neither the content nor the length shows in the timing.
 */
export function sameSecret(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
