import {
  OAUTH_PROVIDERS,
  type OAuthProvider,
  type ProfileUpdateResponse,
} from '@sentilog/contracts/web';
import { api } from '../../../lib/api-client';
import type { User } from '../../../lib/auth';

export interface ProfileUpdate {
  token: string;
  firstname: string;
  lastname: string;
  email: string;
  profilePhoto?: File | null;
  currentPassword?: string;
  newPassword?: string;
}

/** The token is present after a password or email change, which revoked the one sent. */
export type ProfileUpdated = Pick<ProfileUpdateResponse, 'user' | 'token'>;

/** `POST /api/auth/user-profile-update` (multipart); answers `{ user, token? }`. */
export async function updateProfile(update: ProfileUpdate): Promise<ProfileUpdated> {
  const form = new FormData();
  form.append('firstname', update.firstname);
  form.append('lastname', update.lastname);
  form.append('email', update.email);
  form.append('token', update.token);
  if (update.profilePhoto) form.append('profilePhoto', update.profilePhoto);
  // The current password authorises a new password or a new email; it is sent only for those.
  if (update.currentPassword) form.append('currentPassword', update.currentPassword);
  if (update.newPassword) form.append('newPassword', update.newPassword);
  const { data } = await api.post<Partial<ProfileUpdateResponse> & Partial<User>>(
    '/api/auth/user-profile-update',
    form,
  );
  const token = typeof data.token === 'string' && data.token ? data.token : undefined;
  return { user: data.user ?? (data as User), ...(token ? { token } : {}) };
}

/** `POST /api/auth/resend-verification`: mails a new confirmation link; answers the server's words. */
export async function resendConfirmation(token: string): Promise<string | undefined> {
  const { data } = await api.post<{ message?: string }>(
    '/api/auth/resend-verification',
    {},
    { headers: { Authorization: `Bearer ${token}` } },
  );
  return data?.message;
}

/**
 * `DELETE /api/auth/delete-account {password?}` with the Bearer token: the account's password
 * confirms it (an account without one needs a fresh sign-in instead); only the OK status matters.
 */
export async function deleteAccount(token: string, password?: string): Promise<void> {
  await api.delete('/api/auth/delete-account', {
    headers: { Authorization: `Bearer ${token}` },
    data: password === undefined ? {} : { password },
  });
}

/** `GET /api/auth/providers`: the providers this deployment offers, which an account may link. */
export async function fetchLinkableProviders(): Promise<OAuthProvider[]> {
  const { data } = await api.get<{ providers?: unknown }>('/api/auth/providers');
  const offered = data?.providers;
  return Array.isArray(offered) ? OAUTH_PROVIDERS.filter((p) => offered.includes(p)) : [];
}

/**
 * `POST /api/auth/link/:provider` with the token in the Authorization header (the only place the
 * gateway takes it from for linking): the gateway puts the link's ticket in a cookie of this
 * browser and answers where the browser goes next, the provider's sign-in.
 */
export async function startAccountLink(provider: OAuthProvider, token: string): Promise<string> {
  const { data } = await api.post<{ url: string }>(
    `/api/auth/link/${provider}`,
    {},
    { headers: { Authorization: `Bearer ${token}` } },
  );
  return data.url;
}
