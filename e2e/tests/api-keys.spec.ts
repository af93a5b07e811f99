/**
 * The API keys page against the whole stack: a signed-in user reaches it from the My Profile menu,
 * is told to confirm the email address first, follows the mailed link, creates a key and sees its
 * secret once, analyses texts with it through POST /api/v1/analyze/batch (the answer says what is
 * left of the day's characters), sees the usage in the table, and revokes it, after which the key
 * is refused.
 */
import type { BrowserContext, Page } from 'playwright-core';
import {
  newContext,
  revealWholePage,
  saveScreenshot,
  seriousA11yViolations,
  signedInPage,
  signUpThroughApi,
  useStack,
  type ApiSession,
  watchErrors,
} from '../harness';

const run = useStack();
let context: BrowserContext;
let page: Page;
let errors: string[];
let session: ApiSession;

beforeEach(async () => {
  context = await newContext(run.browser, run.stack.url);
  session = await signUpThroughApi(run.stack.url, 'api-keys');
  page = await signedInPage(context, session);
  errors = watchErrors(page);
});

afterEach(async () => {
  await context?.close();
});

function analyse(secret: string, texts: string[]): Promise<Response> {
  return fetch(`${run.stack.url}/api/v1/analyze/batch`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ texts }),
  });
}

describe('API keys page', () => {
  it('creates a key shown once, counts its use, and revokes it so it is refused', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'My Profile' }).click();
    await page.getByRole('menuitem', { name: 'API Keys' }).click();
    await page.getByRole('heading', { level: 1, name: 'API Keys' }).waitFor();
    await page.getByText('You have no API keys yet.', { exact: false }).waitFor();

    // Not before the email address is confirmed: the page says so, and how.
    await page.getByLabel('Key name', { exact: true }).fill('Reporting pipeline');
    await page.getByRole('button', { name: 'Create key', exact: true }).click();
    await page
      .getByText('Confirm your email address before creating API keys', { exact: false })
      .waitFor();
    // The confirmation link mailed at sign-up, followed in this browser.
    const mail = await run.stack.mail.waitFor(session.user.email, 20_000, /\/verify-email\?token=/);
    const link = /https?:\/\/\S+\/verify-email\?token=[\w%-]+/.exec(mail.text)![0];
    await page.goto(link.replace(/^https?:\/\/[^/]+/, run.stack.url));
    await page.getByRole('heading', { name: 'Email confirmed' }).waitFor();
    await page.goto('/api-keys');
    await page.getByRole('heading', { level: 1, name: 'API Keys' }).waitFor();

    await page.getByLabel('Key name', { exact: true }).fill('Reporting pipeline');
    await page.getByRole('button', { name: 'Create key', exact: true }).click();
    const shown = page.getByLabel('New API key');
    await shown.waitFor();
    const secret = (await shown.textContent())?.trim() ?? '';
    expect(secret).toMatch(/^sl_live_[A-Za-z0-9_-]{43}$/);
    await page.getByText('it will not be shown again', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Copy', exact: true }).waitFor();
    // Revealed first: the footer fades in beneath a short page, and mid-fade reads as low contrast.
    await revealWholePage(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'api-keys-created');

    // The key works: two texts, two results in order, charged in characters.
    const texts = [
      'What a wonderful, joyful day. I love my friends.',
      'This was a terrible, awful experience. I hate it.',
    ];
    const characters = texts.join('').length;
    const answer = await analyse(secret, texts);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-quota-limit-characters')).toBe('10000000');
    expect(answer.headers.get('x-quota-remaining-characters')).toBe(
      String(10_000_000 - characters),
    );
    const { results } = (await answer.json()) as { results: { sentiment: string }[] };
    expect(results.map((r) => r.sentiment)).toEqual(['POSITIVE', 'NEGATIVE']);

    // Dismissed, and after a reload, the secret is nowhere; the row shows the prefix and usage.
    await page.getByRole('button', { name: 'I have copied it' }).click();
    await page.reload();
    const row = page.getByRole('row', { name: /Reporting pipeline/ });
    await row.waitFor();
    await row.getByText(`${secret.slice(0, 14)}…`).waitFor();
    await row.getByText(`${characters} / 10,000,000`).waitFor();
    expect(await page.content()).not.toContain(secret);

    // Revoking asks first, then the key is refused at once.
    await page.getByRole('button', { name: 'Revoke Reporting pipeline' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Revoke this API key?' });
    await dialog.getByRole('button', { name: 'Revoke', exact: true }).click();
    await page.getByText('API key “Reporting pipeline” revoked').waitFor();
    await page.getByText('You have no API keys yet.', { exact: false }).waitFor();
    const refused = await analyse(secret, ['Still there?']);
    expect(refused.status).toBe(401);
    // The one failed request is the refused key before the confirmation, shown on the page.
    expect(errors.filter((e) => !/status of 403/.test(e))).toEqual([]);
  });
});
