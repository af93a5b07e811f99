import type { OAuthProvider } from '@sentilog/contracts';
import type { CookieOptions, Request, Response } from 'express';
import type { GatewayConfig } from '../config';

/**
 * The cookies of a sign-in at a provider (state, link request, one-time code): HTTP-only and
 * signed, sent only to /api/auth, and Lax, so they come along on the top-level redirect back from
 * the provider but never on cross-site requests.
 */
export function authCookieOptions(config: Pick<GatewayConfig, 'APP_URL'>): CookieOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.APP_URL.startsWith('https://'),
    path: '/api/auth',
    signed: true,
  };
}

/**
 * The cookie that ties a one-time login code (kept by the auth service, `auth.oauthLoginCode`) to
 * the browser the sign-in ran in; it lives as long as the code, a minute.
 */
export const LOGIN_CODE_COOKIE = 'oauth_login';

export function loginCodeCookieOptions(config: Pick<GatewayConfig, 'APP_URL'>): CookieOptions {
  return { ...authCookieOptions(config), maxAge: 60_000 };
}

/** The sign-in at the provider may take as long as its state cookie lives. */
const LINK_COOKIE_TTL_MS = 10 * 60 * 1000;

export function linkCookieName(provider: OAuthProvider): string {
  return `oauth_link_${provider}`;
}

/**
 * Explicit linking, step 1: POST /api/auth/link/:provider (the signed-in page, with its token in
 * the Authorization header) puts the auth service's one-time ticket in this cookie of that
 * browser. No address carries it, so a link cannot be started in anyone else's browser; the
 * provider's callback spends it (takeLinkRequest, AccountLinksService in the auth service).
 */
export function setLinkCookie(
  res: Response,
  provider: OAuthProvider,
  ticket: string,
  config: Pick<GatewayConfig, 'APP_URL'>,
): void {
  res.cookie(linkCookieName(provider), ticket, {
    ...authCookieOptions(config),
    maxAge: LINK_COOKIE_TTL_MS,
  });
}

/**
 * The link ticket of this browser, if it asked for a link to this provider; the cookie is
 * cleared, so it serves one sign-in.
 */
export function takeLinkRequest(
  req: Request,
  provider: OAuthProvider,
  config: Pick<GatewayConfig, 'APP_URL'>,
): string | undefined {
  const name = linkCookieName(provider);
  const cookies = req.signedCookies as Record<string, unknown> | undefined;
  const ticket = cookies?.[name];
  if (ticket === undefined) return undefined;
  (req.res as Response).clearCookie(name, authCookieOptions(config));
  return typeof ticket === 'string' ? ticket : undefined;
}

/**
 * Explicit linking, step 3: the cookie that ties a link waiting for confirmation to the browser
 * that asked for it (its value is the auth service's `browser` secret); it lives as long as the
 * waiting link, ten minutes.
 */
export const LINK_CONFIRM_COOKIE = 'oauth_link_confirm';

export function linkConfirmCookieOptions(config: Pick<GatewayConfig, 'APP_URL'>): CookieOptions {
  return { ...authCookieOptions(config), maxAge: LINK_COOKIE_TTL_MS };
}
