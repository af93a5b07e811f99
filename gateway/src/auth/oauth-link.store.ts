import { Injectable } from '@nestjs/common';
import type { OAuthProvider } from '@sentilog/contracts';
import type { CookieOptions, Request, Response } from 'express';
import { createHash, randomBytes } from 'node:crypto';
import { GatewayRedis } from '../common/redis.provider';
import { config } from '../config';

/** The browser has a minute to start the link it asked for. */
export const LINK_TICKET_TTL_MS = 60_000;
/** The sign-in at the provider may take as long as its state cookie lives. */
const LINK_COOKIE_TTL_MS = 10 * 60 * 1000;

export function linkCookieName(provider: OAuthProvider): string {
  return `oauth_link_${provider}`;
}

function linkCookieOptions(): CookieOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.APP_URL.startsWith('https://'),
    path: '/api/auth',
    signed: true,
  };
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
  constructor(private readonly redis: GatewayRedis) {}

  async issueTicket(userId: string, provider: OAuthProvider): Promise<string> {
    const ticket = randomBytes(32).toString('base64url');
    await this.redis.set(
      this.key(ticket),
      JSON.stringify({ userId, provider }),
      'PX',
      LINK_TICKET_TTL_MS,
    );
    return ticket;
  }

  /** The ticket's user and provider, once; null when unknown, used or expired. */
  async redeemTicket(ticket: string): Promise<{ userId: string; provider: OAuthProvider } | null> {
    const raw = await this.redis.getdel(this.key(ticket));
    return raw ? (JSON.parse(raw) as { userId: string; provider: OAuthProvider }) : null;
  }

  private key(ticket: string): string {
    return `oauth-link-ticket:${createHash('sha256').update(ticket).digest('hex')}`;
  }
}

export function setLinkCookie(res: Response, provider: OAuthProvider, userId: string): void {
  res.cookie(linkCookieName(provider), userId, {
    ...linkCookieOptions(),
    maxAge: LINK_COOKIE_TTL_MS,
  });
}

/**
 * The user a provider callback should link to, if this browser asked for a link; the cookie is
 * cleared, so it serves one sign-in.
 */
export function takeLinkRequest(req: Request, provider: OAuthProvider): string | undefined {
  const name = linkCookieName(provider);
  const cookies = req.signedCookies as Record<string, unknown> | undefined;
  const userId = cookies?.[name];
  if (userId === undefined) return undefined;
  (req.res as Response).clearCookie(name, linkCookieOptions());
  return typeof userId === 'string' ? userId : undefined;
}
