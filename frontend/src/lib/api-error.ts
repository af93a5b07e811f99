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
  passwordsDoNotMatch: 'Passwords do not match',
  fileAnalysisFailed: 'Failed to analyze file.',
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

/** OAuth: an error the provider reported in the callback URL. */
export function oauthProviderErrorMessage(error: string): string {
  return `OAuth Error: ${error}`;
}

/** OAuth: any failure of the exchange itself: a server answer if there is one, else the exception. */
export function oauthExchangeErrorMessage(err: unknown): string {
  if (isAxiosError(err) && err.response) return oauthFailureMessage(errorBody(err));
  return `Authentication error: ${errorText(err)}`;
}

/** Profile update failure alert. */
export function profileUpdateFailedMessage(err: unknown): string {
  const detail = serverMessage(errorBody(err)) ?? errorText(err);
  return `Profile update failed: ${detail}. Please check the console for details.`;
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
  return isAxiosError(err) && err.response ? messages.deleteFailed : messages.deleteError;
}

/** Contact: status 200 is success; any other status, or no answer, has its own alert. */
export function contactResultMessage(result: { status: number } | 'network-failure'): string {
  if (result === 'network-failure') return messages.contactError;
  return result.status === 200 ? messages.contactSent : messages.contactFailed;
}
