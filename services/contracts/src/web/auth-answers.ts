/** What the auth routes answer (`/api/auth/*`). */

export const OAUTH_PROVIDERS = ['google', 'github'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

/** The user object returned anywhere; it never contains a password hash. */
export interface AuthUser {
  id: string;
  firstname: string;
  lastname: string;
  email: string;
  /** URL of the profile photo, or null. */
  profilephoto: string | null;
  /**
   * Whether the owner followed the confirmation link mailed to this address (accounts from Google
   * or GitHub are confirmed by the provider); a changed address is unconfirmed again.
   */
  emailConfirmed: boolean;
}

/** Signup, signin and the OAuth code exchange. */
export interface AuthResponse {
  token: string;
  user: AuthUser;
  message: string;
}

/** `POST /api/auth/user-profile-update`. */
export interface ProfileUpdateResponse {
  user: AuthUser;
  message: string;
  /** Present when the password or email changed: earlier tokens are revoked, use this one. */
  token?: string;
}

/** `POST /api/auth/oauth/callback`: a session, like signin's. */
export interface OAuthCallbackResponse extends AuthResponse {
  success: boolean;
}

/** `GET /api/auth/providers`: those this deployment has a client id and secret for. */
export interface OAuthProvidersResponse {
  providers: OAuthProvider[];
}

/** Answers that only confirm, in words for people (sign-out, reset requests, verification). */
export interface MessageResponse {
  message: string;
}
