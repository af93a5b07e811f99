/**
 * Accounts and journal entries made through the API, for specs whose subject is what a signed-in
 * user sees rather than the sign-up form, and a page that opens already signed in.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { STRONG_PASSWORD, uniqueEmail } from './fixtures';

export interface ApiSession {
  token: string;
  user: { id: string; email: string; emailConfirmed?: boolean };
}

export interface CreatedEntry {
  id: string;
  sentiment: string;
  confidence: number;
  emotion: string;
}

/**
 * `POST /api/auth/signup` for a new account with a unique email, then the sign-in the signup form
 * makes (sign-up answers the same for every address and opens no session itself).
 */
export async function signUpThroughApi(url: string, label: string): Promise<ApiSession> {
  const email = uniqueEmail(label);
  const form = new FormData();
  form.append('firstname', 'Dee');
  form.append('lastname', 'Ashboard');
  form.append('email', email);
  form.append('password', STRONG_PASSWORD);
  const signup = await fetch(`${url}/api/auth/signup`, { method: 'POST', body: form });
  expect(signup.status).toBe(202);
  const res = await fetch(`${url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: STRONG_PASSWORD }),
  });
  const body = (await res.json()) as ApiSession;
  expect(res.status).toBe(200);
  expect(typeof body.token).toBe('string');
  return body;
}

/** `POST /api/journal` with the editor HTML `html`. */
export async function writeEntryThroughApi(
  url: string,
  session: ApiSession,
  html: string,
): Promise<CreatedEntry> {
  const res = await fetch(`${url}/api/journal`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', token: session.token },
    body: JSON.stringify({ text: html }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as CreatedEntry;
}

interface Storage {
  setItem(key: string, value: string): void;
}

/** Opens the app already signed in, as the login screen would leave it. */
export async function signedInPage(context: BrowserContext, session: ApiSession): Promise<Page> {
  await context.addInitScript(
    ({ token, user }) => {
      const storage = (globalThis as unknown as { localStorage: Storage }).localStorage;
      storage.setItem('token', token);
      storage.setItem('registered', '1');
      storage.setItem('user', JSON.stringify(user));
    },
    { token: session.token, user: session.user },
  );
  return context.newPage();
}
