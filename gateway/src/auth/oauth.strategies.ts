import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import {
  SignedIn,
  AuthPatterns,
  OAUTH_PROVIDERS,
  OAuthProvider,
  OAuthSignInRequest,
  PendingLinkIssued,
} from '@sentilog/contracts';
import type { Request } from 'express';
import type { Profile as PassportProfile } from 'passport';
import {
  Strategy as GitHubOAuth2Strategy,
  StrategyOptionsWithRequest as GitHubOptions,
} from 'passport-github2';
import {
  Strategy as GoogleOAuth2Strategy,
  StrategyOptionsWithRequest as GoogleOptions,
} from 'passport-google-oauth20';
import type { StateStore } from 'passport-oauth2';
import type { GatewayConfig } from '../config';
import { RpcService } from '../rpc/rpc.service';
import { takeLinkRequest } from './auth-cookies';
import { OAuthStateStore } from './oauth-state.store';

export const PROVIDER_NAMES: Record<OAuthProvider, string> = { google: 'Google', github: 'GitHub' };

export function oauthConfigured(provider: OAuthProvider, config: GatewayConfig): boolean {
  return provider === 'google'
    ? Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET)
    : Boolean(config.GITHUB_CLIENT_ID && config.GITHUB_CLIENT_SECRET);
}

/** The providers this deployment offers, for GET /api/auth/providers. */
export function configuredProviders(config: GatewayConfig): OAuthProvider[] {
  return OAUTH_PROVIDERS.filter((provider) => oauthConfigured(provider, config));
}

export function notConfiguredMessage(provider: OAuthProvider): string {
  return `${PROVIDER_NAMES[provider]} sign-in is not configured`;
}

/** Where the provider sends the browser back: the gateway's callback route (the default flow). */
export function apiCallbackUrl(provider: OAuthProvider, config: GatewayConfig): string {
  return `${config.PUBLIC_URL ?? config.APP_URL}/api/auth/${provider}/callback`;
}

/**
 * Where the provider sends the browser back in the code flow (`GET /api/auth/<provider>?callback=app`):
 * the app's callback screen, which posts the code to POST /api/auth/oauth/callback.
 */
export function appCallbackUrl(config: GatewayConfig): string {
  return `${config.APP_URL}/oauth-callback`;
}

/** A provider sign-in that ran for a link the signed-in page asked for: it waits for confirmation. */
export interface PendingLinkOutcome {
  pendingLink: PendingLinkIssued;
}

/**
 * What a provider's profile leads to: a sign-in, or, when this browser asked for a link (its link
 * cookie, on the gateway's own callback only), a link proposed to the auth service, which waits
 * for the person to confirm it.
 */
async function signInOrProposeLink(
  rpc: RpcService,
  req: Request,
  request: OAuthSignInRequest,
  providerAccount: string | undefined,
  config: GatewayConfig,
): Promise<SignedIn | PendingLinkOutcome> {
  const ticket = req.method === 'GET' ? takeLinkRequest(req, request.provider, config) : undefined;
  if (ticket === undefined) return rpc.call(AuthPatterns.oauthSignIn, request);
  const pendingLink = await rpc.call(AuthPatterns.oauthProposeLink, {
    ...request,
    ticket,
    providerAccount: providerAccount?.slice(0, 254),
  });
  return { pendingLink };
}

function splitName(displayName: string | undefined): { firstname?: string; lastname?: string } {
  const parts = (displayName ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return {};
  return { firstname: parts[0], lastname: parts.slice(1).join(' ') || undefined };
}

/**
 * Google sign-in (OpenID Connect userinfo). Authorization, token and userinfo URLs come from the
 * environment, so tests point them at a local mock provider.
 */
@Injectable()
export class GoogleStrategy extends PassportStrategy(GoogleOAuth2Strategy, 'google') {
  constructor(
    private readonly rpc: RpcService,
    private readonly config: GatewayConfig,
  ) {
    super({
      clientID: config.GOOGLE_CLIENT_ID!,
      clientSecret: config.GOOGLE_CLIENT_SECRET!,
      callbackURL: apiCallbackUrl('google', config),
      authorizationURL: config.GOOGLE_AUTHORIZATION_URL,
      tokenURL: config.GOOGLE_TOKEN_URL,
      userProfileURL: config.GOOGLE_USERINFO_URL,
      scope: ['openid', 'email', 'profile'],
      store: new OAuthStateStore('google', config) as unknown as StateStore,
      // The request carries the cookie of an explicit link (see setLinkCookie).
      passReqToCallback: true,
    } satisfies GoogleOptions);
  }

  validate(req: Request, _accessToken: string, _refreshToken: string, profile: PassportProfile) {
    const json = (profile as PassportProfile & { _json?: Record<string, unknown> })._json ?? {};
    const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
    const fallback = splitName(profile.displayName);
    const request: OAuthSignInRequest = {
      provider: 'google',
      providerUserId: profile.id,
      email: text(json.email),
      emailVerified: json.email_verified === true || json.email_verified === 'true',
      firstname: text(json.given_name) ?? fallback.firstname,
      lastname: text(json.family_name) ?? fallback.lastname,
      avatarUrl: text(json.picture),
    };
    return signInOrProposeLink(this.rpc, req, request, request.email, this.config);
  }
}

interface GitHubEmail {
  value: string;
  primary?: boolean;
  verified?: boolean;
}

/**
 * GitHub sign-in. The email comes from the emails API (scope user:email), which says which
 * addresses GitHub verified: the primary one when verified, else any verified one.
 */
@Injectable()
export class GitHubStrategy extends PassportStrategy(GitHubOAuth2Strategy, 'github') {
  constructor(
    private readonly rpc: RpcService,
    private readonly config: GatewayConfig,
  ) {
    super({
      clientID: config.GITHUB_CLIENT_ID!,
      clientSecret: config.GITHUB_CLIENT_SECRET!,
      callbackURL: apiCallbackUrl('github', config),
      authorizationURL: config.GITHUB_AUTHORIZATION_URL,
      tokenURL: config.GITHUB_TOKEN_URL,
      userProfileURL: config.GITHUB_USER_URL,
      userEmailURL: config.GITHUB_EMAILS_URL,
      scope: ['read:user', 'user:email'],
      allRawEmails: true,
      store: new OAuthStateStore('github', config) as unknown as StateStore,
      // The request carries the cookie of an explicit link (see setLinkCookie).
      passReqToCallback: true,
    } satisfies GitHubOptions & { store: StateStore });
  }

  validate(req: Request, _accessToken: string, _refreshToken: string, profile: PassportProfile) {
    const emails = (profile.emails ?? []) as GitHubEmail[];
    const email =
      emails.find((e) => e.primary && e.verified) ?? emails.find((e) => e.verified) ?? emails[0];
    const name = splitName(profile.displayName || profile.username);
    const request: OAuthSignInRequest = {
      provider: 'github',
      providerUserId: profile.id,
      email: email?.value,
      emailVerified: email?.verified === true,
      firstname: name.firstname,
      lastname: name.lastname,
      avatarUrl: profile.photos?.[0]?.value,
    };
    return signInOrProposeLink(
      this.rpc,
      req,
      request,
      email?.verified ? email.value : profile.username,
      this.config,
    );
  }
}
