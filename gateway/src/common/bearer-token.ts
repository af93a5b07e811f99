import type { Request } from 'express';

/** The credential of an `Authorization: Bearer <credential>` header, if the request has one. */
export function bearerToken(req: Request): string | undefined {
  const authorization = req.headers.authorization;
  if (typeof authorization !== 'string') return undefined;
  return /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1];
}
