import Redis from 'ioredis';

/**
 * Uploaded bytes live in Redis, reachable from every pod, under a key the job carries; they expire
 * on their own if nothing ever processes them.
 */
export function uploadKey(prefix: string, id: string): string {
  return `${prefix}:upload:${id}`;
}

export const UPLOAD_TTL_SECONDS = 60 * 60;

export async function storeUpload(redis: Redis, key: string, bytes: Buffer): Promise<void> {
  await redis.set(key, bytes, 'EX', UPLOAD_TTL_SECONDS);
}

export async function loadUpload(redis: Redis, key: string): Promise<Buffer | null> {
  return redis.getBuffer(key);
}
