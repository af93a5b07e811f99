import { isAxiosError } from 'axios';

/**
 * The one place that turns API failures into the texts of the product specification (section 8).
 * The gateway answers every error as JSON `{ error, statusCode }`; success bodies may carry `message`.
 */

export const messages = {
  networkError: 'Network error',
  somethingWentWrong: 'Something went wrong',
  loginRequired: 'Please login to write your journal or log mood',
  demoFailed: 'Failed to analyze sentiment',
  demoBusy: 'The analyzer is busy right now. Please try again in a few seconds.',
  authenticationFailed: 'Authentication failed',
  noAuthorizationCode: 'No authorization code received from OAuth provider',
  contactSent: 'Form submitted',
  contactFailed: 'Something went wrong',
  contactError: 'Error sending message',
  profileUpdated: 'Profile updated successfully',
  profilePhotoType: 'Only JPEG or PNG images are allowed.',
  deleteSucceeded: 'Your account has been deleted successfully.',
  deleteFailed: 'Failed to delete account.',
  deleteError: 'An error occurred.',
  signupSucceeded: 'Signed up successfully! Redirecting...',
  checkInbox: (email: string) =>
    `Check your inbox: we sent a confirmation link to ${email}. Follow it to confirm your email address.`,
  passwordsDoNotMatch: 'Passwords do not match',
  fileAnalysisFailed: 'Failed to analyze file.',
  signInFailed: 'Sign-in failed. Please try again.',
  signInOptionUnavailable: 'This sign-in option is not available.',
  /** A 429 whose answer carries no message of its own. */
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
} as const;

export interface ApiErrorBody {
  error?: string;
  message?: string;
  statusCode?: number;
}

/** The HTTP status of a failed call, or undefined when no response arrived. */
export function errorStatus(err: unknown): number | undefined {
  return isAxiosError(err) ? err.response?.status : undefined;
}

/** The JSON body of a failed call, when it has one. */
export function errorBody(err: unknown): ApiErrorBody | undefined {
  if (!isAxiosError(err)) return undefined;
  const data: unknown = err.response?.data;
  return data && typeof data === 'object' ? (data as ApiErrorBody) : undefined;
}

/** True when the request never got an answer (offline, DNS, refused, timed out). */
export function isNetworkError(err: unknown): boolean {
  return isAxiosError(err) && !err.response && err.code !== 'ERR_CANCELED';
}

/** The server's own words: its `message`, else its `error`. */
export function serverMessage(body: ApiErrorBody | undefined): string | undefined {
  const text = body?.message ?? body?.error;
  return typeof text === 'string' && text.trim() ? text : undefined;
}

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/**
 * Login and signup failures: the server message, else 'Login failed with status {n}' (or Signup);
 * 'Network error' when no answer came.
 */
export function authFailureMessage(action: 'Login' | 'Signup', err: unknown): string {
  if (!isAxiosError(err) || !err.response) return messages.networkError;
  return serverMessage(errorBody(err)) ?? `${action} failed with status ${err.response.status}`;
}

/** Login and signup answered OK but without a token: the server message, else the status text. */
export function authMissingTokenMessage(
  action: 'Login' | 'Signup',
  status: number,
  body: ApiErrorBody | undefined,
): string {
  return serverMessage(body) ?? `${action} failed with status ${status}`;
}

/** Forgot and reset password: the server message, else 'Something went wrong'. */
export function passwordFlowMessage(err: unknown): string {
  return serverMessage(errorBody(err)) ?? messages.somethingWentWrong;
}

/** OAuth code exchange: the server message, else its error, else 'Authentication failed'. */
export function oauthFailureMessage(body: ApiErrorBody | undefined): string {
  return serverMessage(body) ?? messages.authenticationFailed;
}

const PROVIDER_NAMES = new Map([
  ['google', 'Google'],
  ['github', 'GitHub'],
]);

/**
 * The gateway sends the browser to `/login?error=<code>` or `/oauth-callback?error=<code>` (with
 * `provider=` where it matters; see the gateway's OAuthErrorCode). Only codes it knows become
 * their own text; anything else gets a generic one, so a crafted link can never make this site
 * show a visitor text of someone else's choosing.
 */
export function signInRedirectErrorMessage(code: string, provider: string | null): string {
  const name = provider ? PROVIDER_NAMES.get(provider) : undefined;
  switch (code) {
    case 'provider-not-configured':
      return name ? `${name} sign-in is not configured` : messages.signInOptionUnavailable;
    case 'invalid-state':
      return 'Invalid OAuth state. Please try signing in again.';
    case 'provider-denied':
      return `${name ?? 'The'} sign-in was cancelled or not allowed.`;
    case 'no-verified-email':
      return `Your ${name ?? 'provider'} account has no verified email address`;
    case 'link-refused':
      return (
        'An account with this email already exists, but its email address is not confirmed. ' +
        'Sign in with your password and confirm your email address (or reset your password), ' +
        `then sign in with ${name ?? 'it'} again.`
      );
    case 'already-linked':
      return `This ${name ?? 'provider'} account is already linked to another SentiLog account.`;
    case 'confirm-email-first':
      return (
        `Please confirm your email address before linking a ${name ?? 'provider'} account: ` +
        'follow the link we emailed you, then try again.'
      );
    case 'link-expired':
      return 'This link request has expired. Please try again from your profile.';
    case 'unavailable':
      return 'Sign-in is unavailable right now. Please try again in a moment.';
    default:
      return messages.signInFailed;
  }
}

/**
 * The error codes of OAuth 2 itself (RFC 6749 section 4.1.2.1), which a provider sends straight
 * to the app in a sign-in started with `callback=app`: a fixed set, shown as they are.
 */
const OAUTH2_ERRORS = new Set([
  'invalid_request',
  'unauthorized_client',
  'access_denied',
  'unsupported_response_type',
  'invalid_scope',
  'server_error',
  'temporarily_unavailable',
]);

/** OAuth: the error code in the callback URL, from the provider or the gateway. */
export function oauthProviderErrorMessage(error: string, provider: string | null): string {
  const text = OAUTH2_ERRORS.has(error) ? error : signInRedirectErrorMessage(error, provider);
  return `OAuth Error: ${text}`;
}

/** OAuth: any failure of the exchange itself: a server answer if there is one, else the exception. */
export function oauthExchangeErrorMessage(err: unknown): string {
  if (isAxiosError(err) && err.response) return oauthFailureMessage(errorBody(err));
  return `Authentication error: ${errorText(err)}`;
}

/**
 * A rate-limit refusal (429): the server's own words, which say how long to wait. Every screen
 * asks this first, so a 429 never reads as 'Something went wrong'.
 */
export function rateLimitMessage(status: number | undefined, body: ApiErrorBody | undefined) {
  if (status !== 429) return undefined;
  return serverMessage(body) ?? messages.tooManyRequests;
}

/**
 * `rateLimitMessage` for a failed axios call: screens whose other failures have a fixed text ask
 * this first.
 */
export function rateLimitMessageOf(err: unknown): string | undefined {
  return rateLimitMessage(errorStatus(err), errorBody(err));
}

/** Profile update failure: 'Profile update failed: {error message}.' (a 429 says how long to wait). */
export function profileUpdateFailedMessage(err: unknown): string {
  const limited = rateLimitMessageOf(err);
  if (limited) return limited;
  const detail = (serverMessage(errorBody(err)) ?? errorText(err)).replace(/\.+$/, '');
  return `Profile update failed: ${detail}.`;
}

/** Document analysis: the server's error field, else the error message, else the fallback. */
export function fileAnalysisFailedMessage(err: unknown): string {
  const body = errorBody(err);
  if (body?.error) return body.error;
  const text = err instanceof Error ? err.message : '';
  return text || messages.fileAnalysisFailed;
}

/** Delete account: a refusal from the server versus a call that failed outright. */
export function deleteAccountFailureMessage(err: unknown): string {
  const limited = rateLimitMessageOf(err);
  if (limited) return limited;
  return isAxiosError(err) && err.response ? messages.deleteFailed : messages.deleteError;
}

/** Contact: status 200 is success; any other status, or no answer, has its own message. */
export function contactResultMessage(
  result: { status: number; body?: ApiErrorBody } | 'network-failure',
): string {
  if (result === 'network-failure') return messages.contactError;
  if (result.status === 200) return messages.contactSent;
  return rateLimitMessage(result.status, result.body) ?? messages.contactFailed;
}

/**
 * Landing demo: a refusal the visitor can act on (413 text too long, 429 too many analyses) in the
 * server's words; anything else 'Failed to analyze sentiment'.
 */
export function demoFailureMessage(err: unknown): string {
  const status = errorStatus(err);
  if (status === 413 || status === 429) {
    return serverMessage(errorBody(err)) ?? rateLimitMessageOf(err) ?? messages.demoFailed;
  }
  // 503 comes with Retry-After: every analysis replica was busy (or one is restarting), so the
  // visitor hears to try again shortly rather than that it failed (docs/architecture.md, Serving).
  if (status === 503) return messages.demoBusy;
  return messages.demoFailed;
}
