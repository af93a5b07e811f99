import {
  Allow,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  Min,
} from 'class-validator';
import { OAUTH_PROVIDERS, type OAuthProvider } from '../web/auth';
import { type AuthUser } from '../answers/auth';
import { AuthenticatedUser, OAuthSignInRequest, PhotoPayload, ProfileUpdated } from './auth.dto';

// What the auth service answers once it has made an access token (it signs every token; the
// gateway only verifies them).

/** A sign-in (password or Google/GitHub): the user, and the token the auth service signed. */
export interface SignedIn extends AuthenticatedUser {
  token: string;
}

/** A profile update; `token` is set when it revoked earlier sessions (`sessionsRevoked`). */
export interface ProfileChanged extends ProfileUpdated {
  token?: string;
}

// ---------------------------------------------------------------------------------------------
// Profile photos: the gateway hands the uploaded bytes over; the auth service checks them and
// re-encodes them.

export const PHOTO_PURPOSES = ['signup', 'profile'] as const;
export type PhotoPurpose = (typeof PHOTO_PURPOSES)[number];

/** An uploaded photo as it came (base64, at most PHOTO_MAX_BYTES decoded), for re-encoding. */
export class ReencodePhotoRequest extends PhotoPayload {
  /** Which form it came from: it picks the wording of a refusal (signup or profile photo type). */
  @IsIn(PHOTO_PURPOSES)
  purpose: PhotoPurpose;
}

// ---------------------------------------------------------------------------------------------
// The one-time values of Google and GitHub sign-in, kept by the auth service (Redis, digest only).

export class LinkTicketRequest {
  @IsUUID('all', { message: 'userId must be a UUID' })
  userId: string;

  @IsIn(OAUTH_PROVIDERS, { message: 'provider must be google or github' })
  provider: OAuthProvider;
}

/**
 * A provider sign-in that ran with a link ticket (the cookie POST /api/auth/link/:provider set):
 * the auth service redeems the ticket and keeps the link waiting for its account's confirmation.
 * Any text is a ticket to look up (an unknown one is simply not found).
 */
export class ProposeLinkRequest extends OAuthSignInRequest {
  @IsString()
  ticket: string;

  /** How the page names the provider account: its email, else its login. */
  @MaxLength(254)
  @IsString()
  @IsOptional()
  providerAccount?: string;
}

/** A confirmed link: the signed-in user with a new token, and the provider now linked. */
export interface LinkConfirmed extends SignedIn {
  provider: OAuthProvider;
}

/** The code for the redirect to /oauth-callback?link=, and the value for the browser's cookie. */
export interface PendingLinkIssued {
  code: string;
  browser: string;
}

/** A waiting link, asked about (preview) or confirmed by the signed-in `userId`. */
export class LinkCodeRequest {
  @IsString()
  code: string;

  /** The browser's cookie as the gateway read it (anything; it must equal the stored one). */
  @Allow()
  browser?: unknown;

  @IsUUID('all', { message: 'userId must be a UUID' })
  userId: string;
}

/** A finished provider sign-in, waiting for the app to exchange its one-time code for a token. */
export class LoginCodeRequest extends LinkTicketRequest {
  @IsInt()
  @Min(0)
  tokenVersion: number;

  @IsObject()
  user: AuthUser;
}

/** The code for the redirect's URL, and the value for the browser's cookie that binds it. */
export interface LoginCodeIssued {
  code: string;
  browser: string;
}

/** The code as OAuthCallbackDto let it through (at most 2000 characters); unknown: not found. */
export class RedeemLoginCodeRequest {
  @IsString()
  code: string;

  /** The browser's cookie as the gateway read it (anything; it must equal the stored one). */
  @Allow()
  browser?: unknown;
}

/**
 * The sign-in a code stood for, with its token; null when the code is unknown, used, expired or
 * another browser's.
 */
export interface LoginCodeRedeemed {
  signIn: { token: string; user: AuthUser; provider: OAuthProvider } | null;
}
