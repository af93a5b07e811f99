import {
  CallHandler,
  CanActivate,
  createParamDecorator,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  UnauthorizedException,
} from '@nestjs/common';
import { AuthMessages } from '@sentilog/contracts';
import type { Request } from 'express';
import { Observable } from 'rxjs';
import { bearerToken } from '../common/bearer-token';
import { AuthenticatedUserRef, TokenVerifier } from './token-verifier';

export type AuthenticatedRequest = Request & { auth?: AuthenticatedUserRef };

/**
 * The access token, from wherever the spec's client puts it: `Authorization: Bearer <token>`
 * (delete account), a `token` header (journal) or a `token` field of the body (profile calls),
 * in that order.
 */
export function extractToken(req: Request): string | undefined {
  const bearer = bearerToken(req);
  if (bearer) return bearer;
  const header = req.headers.token;
  if (typeof header === 'string' && header.trim() !== '') {
    return header.trim().replace(/^Bearer\s+/i, '');
  }
  const body: unknown = req.body;
  if (body && typeof body === 'object') {
    const token = (body as { token?: unknown }).token;
    if (typeof token === 'string' && token.trim() !== '') return token.trim();
  }
  return undefined;
}

/**
 * The one guard for signed-in routes: finds the token (see `extractToken`), verifies it and its
 * token version, and puts `{userId, tokenVersion}` on the request for `@CurrentUser()`. Missing:
 * 401 "Authentication required"; malformed, expired or revoked: 401 "Invalid or expired token".
 *
 * Use `@UseGuards(JwtAuthGuard)` on JSON routes. On multipart routes the body is parsed only by
 * the upload interceptor, after guards run: use `@UseInterceptors(<upload>, AuthenticateAfterUpload)`.
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(private readonly tokens: TokenVerifier) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = extractToken(req);
    if (!token) throw new UnauthorizedException(AuthMessages.authenticationRequired);
    req.auth = await this.tokens.authenticate(token);
    return true;
  }
}

/** The same check as JwtAuthGuard, for routes whose token is a field of a multipart body. */
@Injectable()
export class AuthenticateAfterUpload implements NestInterceptor {
  constructor(private readonly guard: JwtAuthGuard) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    await this.guard.canActivate(context);
    return next.handle();
  }
}

/** The signed-in user, as JwtAuthGuard verified them. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthenticatedUserRef => {
    const auth = context.switchToHttp().getRequest<AuthenticatedRequest>().auth;
    if (!auth) throw new UnauthorizedException(AuthMessages.authenticationRequired);
    return auth;
  },
);
