import {
  BadRequestException,
  CanActivate,
  ExecutionContext,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  mixin,
  ServiceUnavailableException,
  Type,
} from '@nestjs/common';
import { AuthGuard, IAuthModuleOptions } from '@nestjs/passport';
import { OAuthCallbackDto, OAuthProvider, SignedIn } from '@sentilog/contracts';
import { validationMessage } from '@sentilog/platform';
import { RpcCallError } from '@sentilog/transport';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import type { Request } from 'express';
import { GATEWAY_CONFIG, GatewayConfig } from '../config';
import type { OAuthErrorCode } from './oauth-error-codes';
import { INVALID_STATE_MESSAGE } from './oauth-state.store';
import {
  apiCallbackUrl,
  appCallbackUrl,
  notConfiguredMessage,
  oauthConfigured,
  PendingLinkOutcome,
  PROVIDER_NAMES,
} from './oauth.strategies';

/**
 * Why a sign-in failed: a sentence for the code exchange's answer, its status, and for failures
 * at the provider the code of the browser redirect (others get theirs from the sentence, see
 * oauthErrorCode).
 */
export interface OAuthFailure {
  error: string;
  statusCode: number;
  code?: OAuthErrorCode;
}

/**
 * What an OAuth guard leaves in `req.user`: the signed-in user, a link waiting for the person's
 * confirmation, or why it failed.
 */
export type OAuthOutcome = SignedIn | PendingLinkOutcome | OAuthFailure;

export function isOAuthFailure(outcome: OAuthOutcome): outcome is OAuthFailure {
  return 'error' in outcome;
}

export function isPendingLink(outcome: OAuthOutcome): outcome is PendingLinkOutcome {
  return 'pendingLink' in outcome;
}

/** Turns what passport reports into a sentence for the person signing in, and a status. */
function describeFailure(provider: OAuthProvider, err: unknown, info: unknown): OAuthFailure {
  if (err instanceof RpcCallError) return { error: err.message, statusCode: err.statusCode };
  if (err instanceof HttpException) return { error: err.message, statusCode: err.getStatus() };
  const message = (info as { message?: unknown } | undefined)?.message;
  if (message === INVALID_STATE_MESSAGE)
    return { error: message, statusCode: HttpStatus.FORBIDDEN };
  if (!err && typeof message === 'string' && message) {
    return { error: message, statusCode: HttpStatus.UNAUTHORIZED, code: 'provider-denied' };
  }
  if (err && (err as { name?: string }).name === 'AuthorizationError') {
    return {
      error: `${PROVIDER_NAMES[provider]} sign-in failed: ${(err as Error).message || 'access was not granted'}`,
      statusCode: HttpStatus.UNAUTHORIZED,
      code: 'provider-denied',
    };
  }
  return {
    error: `${PROVIDER_NAMES[provider]} sign-in failed. Please try again.`,
    statusCode: HttpStatus.UNAUTHORIZED,
  };
}

/**
 * Runs passport for one provider: on GET /api/auth/<provider> it redirects to the provider (with
 * the CSRF state, see OAuthStateStore); on the callbacks it exchanges the code, loads the profile
 * and links the account. Without a client id the browser routes (GET) pass through, and the route
 * sends the browser to the login page with the message; the code exchange answers 503
 * "<Provider> sign-in is not configured". Failures do not throw: they are left in `req.user` for the route to report (a redirect with
 * `error=` for the browser callback, an error body for the code exchange).
 */
export function OAuthGuard(provider: OAuthProvider): Type<CanActivate> {
  @Injectable()
  class ProviderGuard extends AuthGuard(provider) {
    constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {
      super();
    }

    override async canActivate(context: ExecutionContext): Promise<boolean> {
      if (!oauthConfigured(provider, this.config)) {
        if (context.switchToHttp().getRequest<Request>().method === 'GET') return true;
        throw new ServiceUnavailableException(notConfiguredMessage(provider));
      }
      return (await super.canActivate(context)) as boolean;
    }

    override getAuthenticateOptions(context: ExecutionContext): IAuthModuleOptions {
      const req = context.switchToHttp().getRequest<Request>();
      // The code flow: the provider returns to the app, which posts the code (POST oauth/callback).
      const toApp = req.method === 'POST' || (req.query?.callback === 'app' && !req.query?.code);
      return {
        session: false,
        callbackURL: toApp ? appCallbackUrl(this.config) : apiCallbackUrl(provider, this.config),
      } as IAuthModuleOptions;
    }

    override handleRequest<T = OAuthOutcome>(err: unknown, user: unknown, info: unknown): T {
      if (err || !user) return describeFailure(provider, err, info) as T;
      return user as T;
    }
  }
  return mixin(ProviderGuard);
}

export const GoogleOAuthGuard = OAuthGuard('google');
export const GitHubOAuthGuard = OAuthGuard('github');

/**
 * POST /api/auth/oauth/callback: validates `{code, state, provider}` first (passport would treat
 * a body without a code as the start of a sign-in), then runs the provider's guard. Without a
 * state the code is the gateway's own one-time code, which the route redeems; no provider is
 * involved.
 */
@Injectable()
export class OAuthCodeGuard implements CanActivate {
  private readonly guards: Record<OAuthProvider, CanActivate>;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    this.guards = { google: new GoogleOAuthGuard(config), github: new GitHubOAuthGuard(config) };
  }

  canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const body = plainToInstance(OAuthCallbackDto, (req.body ?? {}) as object);
    const errors = validateSync(body, { stopAtFirstError: true });
    if (errors.length > 0) throw new BadRequestException(validationMessage(errors).join('. '));
    if (!body.state) return Promise.resolve(true);
    return this.guards[body.provider].canActivate(context) as Promise<boolean>;
  }
}
