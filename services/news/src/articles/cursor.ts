import { isUuid } from '@sentilog/contracts';

/** Position in the newest-first list, as an opaque string for the X-Next-Cursor header. */
export interface ListPosition {
  publishedAt: Date;
  id: string;
}

export function encodeCursor(position: ListPosition): string {
  return Buffer.from(`${position.publishedAt.toISOString()}|${position.id}`).toString('base64url');
}

export function decodeCursor(cursor: string): ListPosition | undefined {
  const [at, id, extra] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const publishedAt = new Date(at);
  if (extra !== undefined || Number.isNaN(publishedAt.getTime()) || !isUuid(id ?? '')) {
    return undefined;
  }
  return { publishedAt, id };
}
