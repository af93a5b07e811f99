/** What the auth routes answer (`/api/auth/*`). */

export const OAUTH_PROVIDERS = ['google', 'github'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

// The answers themselves are the documented classes of ../answers (types only here).
export type {
  AuthResponse,
  AuthUser,
  MessageResponse,
  OAuthCallbackResponse,
  OAuthProvidersResponse,
  ProfileUpdateResponse,
} from '../answers/auth';
