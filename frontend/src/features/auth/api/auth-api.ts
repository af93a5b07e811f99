import {
  OAUTH_PROVIDERS,
  type LinkPreview,
  type OAuthCallbackResponse,
  type OAuthProvider,
} from '@sentilog/contracts/web';
import { config } from '../../../config';
import { api } from '../../../lib/api-client';
import { errorStatus, type ApiErrorBody } from '../../../lib/api-error';

/**
 * What signin, signup and the OAuth exchange answer, every field optional: the forms check for the
 * token before use and report an answer without one.
 */
export type AuthResponse = Partial<OAuthCallbackResponse> & ApiErrorBody;

export async function signInRequest(body: { email: string; password: string }) {
  const { status, data } = await api.post<AuthResponse>('/api/auth/signin', body);
  return { status, data };
}

export interface SignupFields {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  profilePhoto?: File | null;
}

/**
 * Signs up, then signs in with the password just chosen. Sign-up answers the same whether or not
 * the address already has an account (so it never tells anyone which addresses do), and opens no
 * session itself: a new account opens with the sign-in; for an address that already had one the
 * sign-in is refused, and the answer is sign-up's message without a token.
 */
export async function signUpRequest(fields: SignupFields) {
  const form = new FormData();
  form.append('firstname', fields.firstname);
  form.append('lastname', fields.lastname);
  form.append('email', fields.email);
  form.append('password', fields.password);
  if (fields.profilePhoto) form.append('profilePhoto', fields.profilePhoto);
  const signedUp = await api.post<AuthResponse>('/api/auth/signup', form);
  try {
    return await signInRequest({ email: fields.email, password: fields.password });
  } catch (err) {
    if (errorStatus(err) !== 401) throw err;
    return { status: signedUp.status, data: { message: signedUp.data?.message } as AuthResponse };
  }
}

export async function forgotPasswordRequest(email: string): Promise<string | undefined> {
  const { data } = await api.post<{ message?: string }>('/api/auth/forgot-password', { email });
  return data?.message;
}

export async function resetPasswordRequest(
  token: string,
  newPassword: string,
): Promise<string | undefined> {
  const { data } = await api.post<{ message?: string }>('/api/auth/reset-password', {
    token,
    newPassword,
  });
  return data?.message;
}

/** `POST /api/auth/verify-email {token}` with the token from the mailed confirmation link. */
export async function verifyEmailRequest(token: string): Promise<string | undefined> {
  const { data } = await api.post<{ message?: string }>('/api/auth/verify-email', { token });
  return data?.message;
}

/**
 * `POST /api/auth/oauth/callback`: a provider's code with its state, or without a state the
 * gateway's one-time code from its redirect to /oauth-callback.
 */
export async function exchangeOAuthCode(body: {
  code: string;
  state: string | null;
  provider: string;
}) {
  const { state, ...rest } = body;
  const { data } = await api.post<AuthResponse>(
    '/api/auth/oauth/callback',
    state ? { ...rest, state } : rest,
  );
  return data;
}

/**
 * `POST /api/auth/link/preview {code}`: which provider account a waiting link would join to which
 * SentiLog account. Works only in the browser that asked for the link (its cookie) and with the
 * token of the account that asked, sent in the Authorization header.
 */
export async function previewAccountLink(code: string, token: string): Promise<LinkPreview> {
  const { data } = await api.post<LinkPreview>(
    '/api/auth/link/preview',
    { code },
    { headers: { Authorization: `Bearer ${token}` } },
  );
  return data;
}

/** `POST /api/auth/link/confirm {code}`: links it; answers a new token (others are signed out). */
export async function confirmAccountLink(code: string, token: string) {
  const { data } = await api.post<AuthResponse>(
    '/api/auth/link/confirm',
    { code },
    { headers: { Authorization: `Bearer ${token}` } },
  );
  return data;
}

export type SocialProvider = OAuthProvider;

/** `GET /api/auth/providers`: the sign-in providers this deployment offers, in button order. */
export async function fetchSocialProviders(): Promise<SocialProvider[]> {
  const response = await api.get<{ providers?: unknown }>('/api/auth/providers');
  const offered = response?.data?.providers;
  if (!Array.isArray(offered)) return [];
  return OAUTH_PROVIDERS.filter((provider) => offered.includes(provider));
}

/** Where the browser goes to start a Google or GitHub sign-in (a full page navigation). */
export function socialSignInUrl(provider: SocialProvider): string {
  return `${config.apiUrl}/api/auth/${provider}`;
}
