/** What the auth routes answer (`/api/auth/*`). */

// The answers themselves are the documented classes of ../answers (types only here).
export type {
  AuthResponse,
  AuthUser,
  LinkPreview,
  LinkPreviewAccount,
  MessageResponse,
  OAuthCallbackResponse,
  OAuthProvidersResponse,
  ProfileUpdateResponse,
} from '../answers/auth';
