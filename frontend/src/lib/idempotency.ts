import { useRef } from 'react';

/** The header the gateway's creating routes read (docs: "Idempotency-Key" in the README). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A new key: 128 random bits in hex, as long as a UUID and as hard to guess. */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/** Request options carrying `key` as the Idempotency-Key header. */
export function withIdempotencyKey<T extends object>(
  key: string,
  options: T & { headers?: Record<string, string> },
): T & { headers: Record<string, string> } {
  return { ...options, headers: { ...options.headers, [IDEMPOTENCY_HEADER]: key } };
}

/**
 * One Idempotency-Key per submission. Sending the same thing again (after an error, or an answer
 * that never came) reuses the key, so the server stores it at most once; once it went through, or
 * when what is sent changes, the next submission gets a new key (the same key with other content
 * would be refused).
 */
export class SubmissionKeys {
  private current?: { key: string; content: string };

  /** The key for sending `content` now. */
  keyFor(content: unknown): string {
    const text = JSON.stringify(content) ?? '';
    if (this.current?.content !== text) this.current = { key: newIdempotencyKey(), content: text };
    return this.current.key;
  }

  /** The submission went through: the next one is new. */
  done(): void {
    this.current = undefined;
  }
}

/** A component's SubmissionKeys, kept across renders. */
export function useSubmissionKeys(): SubmissionKeys {
  const keys = useRef<SubmissionKeys | null>(null);
  keys.current ??= new SubmissionKeys();
  return keys.current;
}
