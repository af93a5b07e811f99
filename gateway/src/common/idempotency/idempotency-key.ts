import { BadRequestException } from '@nestjs/common';
import type { Request } from 'express';
import { createHash, createHmac } from 'node:crypto';
import type { AuthenticatedRequest } from '../../auth/jwt-auth.guard';
import type { ApiKeyRequest } from '../../api-keys/api-key.guard';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Long enough that a key cannot be guessed (the stored answer is sealed under it), as a UUID is. */
const KEY_FORM = /^[\x21-\x7e]{16,255}$/;

export const MALFORMED_KEY =
  'The Idempotency-Key header must be 16 to 255 printable ASCII characters, such as a random UUID.';

/**
 * One request's idempotency: the client's key, who sent it (a user, an API key's account, or for
 * the anonymous routes a client address) and the route. Keys of different callers or routes never
 * meet.
 */
export interface IdempotentRequest {
  key: string;
  /** `user:<id>`, `account:<id>` or `address:<ip>` */
  scope: string;
  /** `POST /api/journal` */
  route: string;
}

/** The request's key, or undefined without the header; a malformed one is a 400. */
export function idempotencyOf(req: Request): IdempotentRequest | undefined {
  const header = req.headers['idempotency-key'];
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !KEY_FORM.test(header)) {
    throw new BadRequestException(MALFORMED_KEY);
  }
  const user = (req as AuthenticatedRequest).auth?.userId;
  const account = (req as ApiKeyRequest).apiKey?.userId;
  const scope = user ? `user:${user}` : account ? `account:${account}` : `address:${req.ip}`;
  return { key: header, scope, route: `${req.method} ${req.baseUrl}${req.path}` };
}

/** Where the record lives: a digest, so Redis never holds the key itself. */
export function recordName({ key, scope, route }: IdempotentRequest): string {
  return createHash('sha256').update(`${scope}\n${route}\n${key}`).digest('hex');
}

/**
 * An id made from the key, for what the request creates (the journal's entry id, an upload's job
 * id; `part` tells apart several things one request creates): a retry whose first attempt was
 * stored but not answered (a 503 after the write, a gateway that died) finds the stored one
 * instead of creating it again. UUID-shaped (version 4 bits), never equal to another caller's, as
 * the scope is part of it, and unguessable without the key.
 */
export function idempotentId(request: IdempotentRequest, part = ''): string {
  const hex = createHash('sha256')
    .update(`id\n${request.scope}\n${request.route}\n${request.key}\n${part}`)
    .digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * What makes two requests the same request: the route, the query, the body (less a `token` field,
 * a credential rather than part of the request) and each uploaded file's name and bytes. Keyed by
 * the idempotency key, so a stored fingerprint tells nothing about the body to whoever reads Redis.
 */
export function fingerprintOf(req: Request, request: IdempotentRequest): string {
  const body = withoutToken(req.body as unknown);
  const files = uploadedFiles(req).map((file) => [
    file.fieldname,
    file.originalname,
    createHash('sha256').update(file.buffer).digest('hex'),
  ]);
  return createHmac('sha256', request.key)
    .update(canonicalJson([request.route, req.query, body, files]))
    .digest('hex');
}

function withoutToken(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body ?? null;
  const { token: _credential, ...rest } = body as Record<string, unknown>;
  return rest;
}

type UploadedFile = { fieldname: string; originalname: string; buffer: Buffer };

function uploadedFiles(req: Request): UploadedFile[] {
  const { file, files } = req as Request & { file?: UploadedFile; files?: unknown };
  const list = Array.isArray(files)
    ? (files as UploadedFile[])
    : files && typeof files === 'object'
      ? Object.values(files as Record<string, UploadedFile[]>).flat()
      : [];
  return file ? [file, ...list] : list;
}

/** JSON with object keys in order, so equal values always give the same text. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : inner,
  );
}
