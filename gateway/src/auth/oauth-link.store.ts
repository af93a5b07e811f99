import { Injectable } from '@nestjs/common';
import type { OAuthProvider } from '@sentilog/contracts';
import type { Request, Response } from 'express';
import { GatewayRedis } from '../common/redis.provider';
import type { GatewayConfig } from '../config';
import { authCookieOptions } from './auth-cookies';
import { OneTimeValues } from './one-time-values';

/** The browser has a minute to start the link it asked for. */
export const LINK_TICKET_TTL_MS = 60_000;
/** The sign-in at the provider may take as long as its state cookie lives. */
const LINK_COOKIE_TTL_MS = 10 * 60 * 1000;

export function linkCookieName(provider: OAuthProvider): string {
  return `oauth_link_${provider}`;
}

/**
 * Explicit linking of a Google or GitHub account by a signed-in user. The app asks for a ticket
 * with its token (POST /api/auth/link/:provider), the browser follows GET /api/auth/link?ticket=,
 * which trades the ticket for a signed, HTTP-only cookie naming the user and starts the provider's
 * sign-in; its callback reads the cookie and links to that user. So no token travels in a URL,
 * and nobody can plant a link into someone else's browser (the cookie is signed, the ticket works
 * once).
 */
@Injectable()
export class OAuthLinkStore {
  private readonly tickets: OneTimeValues<LinkRequest>;

  constructor(redis: GatewayRedis) {
    this.tickets = new OneTimeValues(redis, 'oauth-link-ticket', LINK_TICKET_TTL_MS);
  }

  issueTicket(userId: string, provider: OAuthProvider): Promise<string> {
    return this.tickets.issue({ userId, provider });
  }

  /** The ticket's user and provider, once; null when unknown, used or expired. */
  redeemTicket(ticket: string): Promise<LinkRequest | null> {
    return this.tickets.redeem(ticket);
  }
}

interface LinkRequest {
  userId: string;
  provider: OAuthProvider;
}

export function setLinkCookie(
  res: Response,
  provider: OAuthProvider,
  userId: string,
  config: Pick<GatewayConfig, 'APP_URL'>,
): void {
  res.cookie(linkCookieName(provider), userId, {
    ...authCookieOptions(config),
    maxAge: LINK_COOKIE_TTL_MS,
  });
}

/**
 * The user a provider callback should link to, if this browser asked for a link; the cookie is
 * cleared, so it serves one sign-in.
 */
export function takeLinkRequest(
  req: Request,
  provider: OAuthProvider,
  config: Pick<GatewayConfig, 'APP_URL'>,
): string | undefined {
  const name = linkCookieName(provider);
  const cookies = req.signedCookies as Record<string, unknown> | undefined;
  const userId = cookies?.[name];
  if (userId === undefined) return undefined;
  (req.res as Response).clearCookie(name, authCookieOptions(config));
  return typeof userId === 'string' ? userId : undefined;
}
