/**
 * Every screen a signed-in person uses, on a 390 px phone: nothing wider than the screen
 * (`document.documentElement.scrollWidth` is at most 390, so the page never slides sideways) and
 * nothing cut off, the open dialogs included (the journal's Read view, the API key's Revoke).
 */
import type { BrowserContext, Page } from 'playwright-core';
import {
  newContext,
  revealWholePage,
  saveScreenshot,
  signedInPage,
  signUpThroughApi,
  useStack,
  type ApiSession,
} from '../harness';

const run = useStack();
const WIDTH = 390;
const DAY_MS = 86_400_000;

/** What is wider than the screen: the page's scroll width, and the elements that reach past it. */
async function overflow(page: Page): Promise<{ scrollWidth: number; past: string[] }> {
  return page.evaluate((width) => {
    const past: string[] = [];
    for (const element of Array.from(document.querySelectorAll('body *'))) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > width + 0.5) {
        past.push(`${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')}`);
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, past: past.slice(0, 10) };
  }, WIDTH);
}

/** The page as a test reads it: whether it fits, and what reaches past the screen. */
async function fitting(
  page: Page,
): Promise<{ fits: boolean; scrollWidth: number; past: string[] }> {
  const found = await overflow(page);
  return { fits: found.scrollWidth <= WIDTH, ...found };
}

async function expectFits(page: Page, name: string): Promise<void> {
  await revealWholePage(page);
  await saveScreenshot(page, `phone-${name}`);
  expect({ screen: name, ...(await fitting(page)) }).toMatchObject({
    screen: name,
    fits: true,
    past: [],
  });
}

describe('every signed-in screen at 390 px', () => {
  let context: BrowserContext;
  let page: Page;
  let session: ApiSession;

  beforeAll(async () => {
    session = await signUpThroughApi(run.stack.url, 'phone');
    const post = (body: object) =>
      fetch(`${run.stack.url}/api/journal`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', token: session.token },
        body: JSON.stringify(body),
      });
    // A week of moods with tags, and an entry with words: every part of the Dashboard shows.
    for (let days = 1; days <= 8; days++) {
      const date = new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);
      await post({ mood: (days % 5) + 1, activities: ['exercise'], date, timeZone: 'UTC' });
    }
    await post({
      text: '<p>A very long word: Donaudampfschifffahrtsgesellschaftskapitänskajüte, and a link https://example.com/a/very/long/path/that/does/not/break/anywhere/at/all</p>',
      mood: 4,
      activities: ['a rather long activity tag'],
    });
    // Keys are for accounts whose email is confirmed.
    await run.stack.query('UPDATE auth.users SET email_verified_at = now() WHERE id = $1', [
      session.user.id,
    ]);
    const key = await fetch(`${run.stack.url}/api/api-keys`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.token}` },
      body: JSON.stringify({ name: 'The reporting pipeline of the marketing department' }),
    });
    expect(key.status).toBe(201);
    context = await newContext(run.browser, run.stack.url, { width: WIDTH, height: 844 });
    page = await signedInPage(context, session);
  }, 120_000);

  afterAll(async () => {
    await context?.close();
  });

  it.each([
    ['home', '/', null],
    ['journal', '/journal', 'Your Entries'],
    ['dashboard', '/dashboard', 'Mood Calendar'],
    ['news', '/news', 'Sample'],
    ['analyze', '/analyze', null],
    ['profile', '/user-profile', 'Daily reminder'],
    ['api-keys', '/api-keys', 'The reporting pipeline'],
    ['help', '/help', 'Still need help?'],
    ['about', '/about', null],
    ['contact', '/contact', null],
    ['privacy', '/privacy-policy', null],
  ])('%s (%s) is no wider than the screen', async (name, path, landmark) => {
    await page.goto(path);
    if (landmark) await page.getByText(landmark, { exact: false }).first().waitFor();
    else await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expectFits(page, name);
  });

  it("the journal's Read view fits, with the long words wrapped", async () => {
    await page.goto('/journal');
    await page.getByRole('button', { name: /^Read the entry of Today/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('entry-content').locator('.ql-editor').waitFor();
    expect(await fitting(page)).toMatchObject({ fits: true, past: [] });
    await saveScreenshot(page, 'phone-journal-read', { fullPage: false });
  });

  it("the API keys' Revoke dialog is on the screen, the key's text whole", async () => {
    await page.goto('/api-keys');
    const key = page.getByRole('row').filter({ hasText: 'The reporting pipeline' });
    const prefix = key.locator('code');
    const box = (await prefix.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(WIDTH);
    await key.getByRole('button', { name: /^Revoke / }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Revoke this API key?' });
    await dialog.waitFor();
    for (const button of ['Cancel', 'Revoke']) {
      const b = (await dialog.getByRole('button', { name: button, exact: true }).boundingBox())!;
      expect(b.x).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width).toBeLessThanOrEqual(WIDTH);
    }
    expect(await fitting(page)).toMatchObject({ fits: true, past: [] });
    await saveScreenshot(page, 'phone-api-keys-revoke', { fullPage: false });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });
});
