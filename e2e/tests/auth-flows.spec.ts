/**
 * Accounts end to end through the browser and the whole stack: sign-up with a photo, profile,
 * logout, sign-in, password change, password reset through a real mailed link, GitHub sign-in
 * against oauth2-mock-server, and account deletion.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Dialog, Page } from 'playwright-core';
import {
  newContext,
  revealWholePage,
  saveScreenshot,
  seriousA11yViolations,
  solidPng,
  storageItem,
  STRONG_PASSWORD,
  uniqueEmail,
  useStack,
  waitUntil,
  watchErrors,
  type Theme,
} from '../harness';

// The run's shared stack sends its mail to the run's catcher and signs in with GitHub through the
// run's mock (shared-stack.ts): the reset mail is read from `run.stack.mail`, and the account
// GitHub answers with is `run.stack.githubUser`.
const run = useStack();
let context: BrowserContext;
let page: Page;
let alerts: string[];

const photoPath = join(mkdtempSync(join(tmpdir(), 'sentilog-e2e-')), 'avatar.png');

beforeAll(() => {
  writeFileSync(photoPath, solidPng(96));
});

beforeEach(async () => {
  context = await newContext(run.browser, run.stack.url);
  page = await context.newPage();
  alerts = [];
  page.on('dialog', (dialog: Dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
});

afterEach(async () => {
  await context?.close();
});

async function signUp(
  p: Page,
  account: { firstname: string; lastname: string; email: string },
  photo = true,
) {
  await p.goto('/signup');
  if (photo) {
    await p.getByLabel('Add profile photo').setInputFiles(photoPath);
    await p.getByRole('img', { name: 'Profile photo preview' }).waitFor();
  }
  await p.getByLabel('First name', { exact: true }).fill(account.firstname);
  await p.getByLabel('Last name', { exact: true }).fill(account.lastname);
  await p.getByLabel('Email', { exact: true }).fill(account.email);
  await p.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await p.getByText('Strong', { exact: true }).waitFor();
  await p.getByRole('button', { name: 'Signup', exact: true }).click();
  await p.getByText('Signed up successfully! Redirecting...').waitFor();
  await p.waitForURL((url) => url.pathname === '/');
}

async function signIn(p: Page, email: string, password: string) {
  await p.goto('/login');
  await p.getByLabel('Email', { exact: true }).fill(email);
  await p.getByLabel('Password', { exact: true }).fill(password);
  await p.getByRole('button', { name: 'Sign In', exact: true }).click();
}

const profileMenu = (p: Page) => p.getByRole('button', { name: 'My Profile' });

async function logOut(p: Page) {
  await profileMenu(p).click();
  await p.getByRole('menuitem', { name: 'Logout' }).click();
  await p.waitForURL((url) => url.pathname === '/');
}

describe('sign up, profile, log out, log in', () => {
  it('signs up with a photo, lands on / signed in, shows the profile, logs out and back in', async () => {
    const account = { firstname: 'Ada', lastname: 'Lovelace', email: uniqueEmail('ada') };
    await signUp(page, account);

    // Signed in on /: the navbar offers My Profile with the uploaded photo as the avatar.
    expect(await storageItem(page, 'token')).toBeTruthy();
    expect(await storageItem(page, 'registered')).toBe('1');
    const stored = JSON.parse((await storageItem(page, 'user')) ?? '{}') as {
      profilephoto: string | null;
    };
    expect(stored.profilephoto).toMatch(/^\/api\/auth\/photo\//);
    await profileMenu(page).locator('img').waitFor();

    // Sign-up said to check the inbox, and the mail came.
    await page
      .getByText(`Check your inbox: we sent a confirmation link to ${account.email}.`, {
        exact: false,
      })
      .waitFor();
    await run.stack.mail.waitFor(account.email, 20_000, /\/verify-email\?token=/);

    // The profile shows the data, photo included (served by the gateway).
    await profileMenu(page).click();
    await page.getByRole('menuitem', { name: 'User Profile' }).click();
    await page.getByRole('heading', { level: 1, name: 'User Profile' }).waitFor();
    // ... and that the address is not confirmed yet, with a way to get a new link.
    const unconfirmed = page.getByTestId('email-confirmation');
    await unconfirmed
      .getByText(`Your email address ${account.email} is not confirmed yet.`, { exact: false })
      .waitFor();
    await unconfirmed.getByRole('button', { name: 'Resend confirmation link' }).click();
    await unconfirmed
      .getByText('A confirmation link has been sent to your email address.')
      .waitFor();
    expect(await page.getByLabel('First name', { exact: true }).inputValue()).toBe('Ada');
    expect(await page.getByLabel('Last name', { exact: true }).inputValue()).toBe('Lovelace');
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(account.email);
    const photo = await page.request.get(stored.profilephoto!);
    expect(photo.status()).toBe(200);
    expect(photo.headers()['content-type']).toBe('image/png');
    for (const theme of ['light', 'dark'] as Theme[]) {
      await page.emulateMedia({ colorScheme: theme });
      await page.evaluate(
        (t) =>
          (
            globalThis as unknown as {
              document: { documentElement: { setAttribute(n: string, v: string): void } };
            }
          ).document.documentElement.setAttribute('data-theme', t),
        theme,
      );
      await revealWholePage(page);
      await saveScreenshot(page, `user-profile-${theme}`);
      expect(await seriousA11yViolations(page)).toEqual([]);
    }

    // Logout removes token and registered and goes to /; the signed-out navbar shows Signup,
    // whose page leads to Login.
    await logOut(page);
    expect(await storageItem(page, 'token')).toBeNull();
    expect(await storageItem(page, 'registered')).toBeNull();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Signup' }).click();
    await page.getByRole('link', { name: 'Login', exact: true }).last().click();
    await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();

    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await profileMenu(page).waitFor();
  });

  it('shows the server message for a wrong password, and for a taken email the same answer as any sign-up', async () => {
    const account = { firstname: 'Bea', lastname: 'Brown', email: uniqueEmail('bea') };
    await signUp(page, account, false);
    await logOut(page);

    await signIn(page, account.email, 'Wrong!Pass1');
    const error = page.getByRole('alert');
    await error.waitFor();
    expect((await error.innerText()).length).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/login');

    await page.goto('/signup');
    await page.getByLabel('First name', { exact: true }).fill('Bea');
    await page.getByLabel('Last name', { exact: true }).fill('Again');
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('An0ther!Pass');
    await page.getByRole('button', { name: 'Signup', exact: true }).click();
    // Sign-up never says whether the address has an account; its owner gets a mail instead.
    await page
      .getByRole('alert')
      .getByText('if it already has an account, sign in or reset your password instead', {
        exact: false,
      })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/signup');
  });

  it('changes names and password from the profile, then signs in with the new password', async () => {
    const account = { firstname: 'Cal', lastname: 'Cole', email: uniqueEmail('cal') };
    const newPassword = 'Changed!Pass9';
    await signUp(page, account, false);
    await page.goto('/user-profile');
    await page.getByLabel('First name', { exact: true }).fill('Calvin');
    await page.getByLabel('Current password', { exact: true }).fill(STRONG_PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    // A toast, not the browser's alert box.
    await page.getByRole('alert').getByText('Profile updated successfully').waitFor();
    expect(alerts).toEqual([]);
    expect(JSON.parse((await storageItem(page, 'user')) ?? '{}').firstname).toBe('Calvin');

    await logOut(page);
    await signIn(page, account.email, newPassword);
    await page.waitForURL((url) => url.pathname === '/');
    await profileMenu(page).waitFor();
  });
});

describe('password reset by mail', () => {
  it('forgot → mailed link → reset → sign in with the new password', async () => {
    const account = { firstname: 'Dee', lastname: 'Dunn', email: uniqueEmail('dee') };
    const newPassword = 'Brand!New42';
    await signUp(page, account, false);
    await logOut(page);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Forgot password' }).waitFor();
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.locator('.form-message-success').waitFor();

    const message = await run.stack.mail.waitFor(
      account.email,
      undefined,
      /reset-password\?token=/,
    );
    const link = new RegExp(`${run.stack.url}/reset-password\\?token=[A-Za-z0-9_\\-%.~]+`).exec(
      message.text,
    )?.[0];
    expect(link).toBeDefined();

    await page.goto(link!);
    await page.getByRole('heading', { level: 1, name: 'Reset password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm password', { exact: true }).fill('Brand!New43');
    await page.getByRole('button', { name: 'Reset' }).click();
    await page.getByRole('alert').getByText('Passwords do not match').waitFor();

    await page.getByLabel('Confirm password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Reset' }).click();
    await page.locator('.form-message-success').waitFor();
    await page.waitForURL('**/login', { timeout: 5_000 });

    await signIn(page, account.email, STRONG_PASSWORD);
    await page.getByRole('alert').waitFor();
    await signIn(page, account.email, newPassword);
    await page.waitForURL((url) => url.pathname === '/');
    await profileMenu(page).waitFor();

    // The link is single-use.
    await page.goto(link!);
    await page.getByLabel('New password', { exact: true }).fill('Another!One7');
    await page.getByLabel('Confirm password', { exact: true }).fill('Another!One7');
    await page.getByRole('button', { name: 'Reset' }).click();
    await page.getByRole('alert').getByText('This reset link is invalid or has expired').waitFor();
  });
});

describe('GitHub sign-in', () => {
  it('the GitHub button completes against the mock provider and lands on / signed in', async () => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with GitHub' }).click();
    await page.waitForURL((url) => url.origin === run.stack.url && url.pathname === '/', {
      timeout: 20_000,
    });
    await profileMenu(page).waitFor();
    expect(await storageItem(page, 'token')).toBeTruthy();
    expect(await storageItem(page, 'oauth_redirect')).toBeNull();

    await page.goto('/user-profile');
    expect(await page.getByLabel('First name', { exact: true }).inputValue()).toBe('Octo');
    expect(await page.getByLabel('Last name', { exact: true }).inputValue()).toBe('Cat');
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(
      run.stack.githubUser.email,
    );
  });

  it('offers only the configured provider, sends an unconfigured one back to /login with a toast, and logout revokes the token on the server', async () => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with GitHub' }).waitFor();
    expect(await page.getByRole('button', { name: 'Sign in with Google' }).count()).toBe(0);

    await page.goto('/api/auth/google');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('alert').getByText('Google sign-in is not configured').waitFor();

    await page.getByRole('button', { name: 'Sign in with GitHub' }).click();
    await page.waitForURL((url) => url.origin === run.stack.url && url.pathname === '/', {
      timeout: 20_000,
    });
    const token = await storageItem(page, 'token');
    expect(token).toBeTruthy();
    const profileWith = () =>
      page.request.post(`${run.stack.url}/api/auth/user-profile`, {
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await profileWith()).status()).toBe(200);
    await logOut(page);
    await waitUntil(async () => (await profileWith()).status() === 401, 'the token revoked');
  });

  it('an error from the provider shows the failure screen with Back to Login', async () => {
    await page.goto('/oauth-callback?error=access_denied');
    await page.getByRole('heading', { level: 1, name: 'Authentication Failed' }).waitFor();
    await page.getByText('OAuth Error: access_denied').waitFor();
    await page.getByRole('button', { name: 'Back to Login' }).click();
    await page.waitForURL('**/login');
  });
});

describe('account deletion', () => {
  it('Cancel keeps the account; Delete, with the password, removes it, says so and goes to /signup', async () => {
    const account = { firstname: 'Eve', lastname: 'Ends', email: uniqueEmail('eve') };
    await signUp(page, account, false);
    await page.goto('/user-profile');

    await page.getByRole('button', { name: 'Permanently Delete My Account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Permanently Delete My Account' }).click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // It offers the journal's export first, and asks for the password: a wrong one keeps it.
    await page.getByRole('button', { name: 'Permanently Delete My Account' }).click();
    await dialog.getByRole('group', { name: 'Export your journal' }).waitFor();
    const remove = dialog.getByRole('button', { name: 'Delete' });
    expect(await remove.isDisabled()).toBe(true);
    await dialog.getByLabel('Your password', { exact: true }).fill('Wr0ng!pass');
    await remove.click();
    await dialog
      .getByText('That password is not right, so your account was not deleted.')
      .waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The deletion revokes every token of the account: nothing calls logout with one after it.
    const errors = watchErrors(page);
    const logouts: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/api/auth/logout')) logouts.push(req.url());
    });
    await page.getByRole('button', { name: 'Permanently Delete My Account' }).click();
    await dialog.getByLabel('Your password', { exact: true }).fill(STRONG_PASSWORD);
    await remove.click();
    await page.waitForURL('**/signup');
    await page
      .getByRole('alert')
      .getByText('Your account has been deleted successfully.')
      .waitFor();
    expect(alerts).toEqual([]);
    expect(logouts).toEqual([]);
    expect(errors).toEqual([]);
    expect(await storageItem(page, 'token')).toBeNull();
    expect(await storageItem(page, 'registered')).toBeNull();

    await signIn(page, account.email, STRONG_PASSWORD);
    // The deletion's toast may still be on screen beside the sign-in error.
    await page
      .getByRole('alert')
      .filter({ hasNotText: 'Your account has been deleted successfully.' })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});
