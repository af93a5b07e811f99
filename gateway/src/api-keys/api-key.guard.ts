import {
  CanActivate,
  createParamDecorator,
  ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { ApiKeyMessages, VerifiedApiKey } from '@sentilog/contracts';
import type { Request } from 'express';
import { bearerToken } from '../common/bearer-token';
import { hashApiKey, looksLikeApiKey } from './api-key-secret';
import { ApiKeyVerifier } from './api-key-verifier';

export type ApiKeyRequest = Request & { apiKey?: VerifiedApiKey };

/**
 * The guard of the API for organisations (`/api/v1`): the key comes only as
 * `Authorization: Bearer sl_live_…`. A user's access token is not a key, so it is refused here, as
 * a key is refused by the app's own routes (it is no token). Missing: 401 asking for a key;
 * malformed, unknown or revoked: 401 "Invalid or revoked API key".
 */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  constructor(private readonly verifier: ApiKeyVerifier) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<ApiKeyRequest>();
    const secret = bearerToken(req);
    if (!secret) throw new UnauthorizedException(ApiKeyMessages.missingKey);
    if (!looksLikeApiKey(secret)) throw new UnauthorizedException(ApiKeyMessages.invalidKey);
    const key = await this.verifier.verify(hashApiKey(secret));
    if (!key) throw new UnauthorizedException(ApiKeyMessages.invalidKey);
    if (!key.scopes.includes('analysis')) {
      throw new ForbiddenException('This API key may not be used for analysis');
    }
    req.apiKey = key;
    return true;
  }
}

/** The key ApiKeyGuard verified. */
export const CurrentApiKey = createParamDecorator(
  (_data: unknown, context: ExecutionContext): VerifiedApiKey => {
    const key = context.switchToHttp().getRequest<ApiKeyRequest>().apiKey;
    if (!key) throw new UnauthorizedException(ApiKeyMessages.missingKey);
    return key;
  },
);
