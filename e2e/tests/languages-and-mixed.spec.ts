/**
 * Text SentiLog does not read, and text that reads both ways, on the three pages a person pastes,
 * uploads or writes text (issue 35): French on the landing demo, as a document and as a journal
 * entry is answered "SentiLog reads English text only; this looks like French." instead of a label;
 * the hotel review with praise and complaints reads Mixed. Every page is checked with axe.
 *
 * The Mixed cases need the accurate model that reads Mixed (issue 35, the model core): with the
 * model before it they fail, and say what the page showed instead.
 */
import type { BrowserContext, Page, Response } from 'playwright-core';
import {
  expectAccessibleAndPhotograph,
  newContext,
  seriousA11yViolations,
  signedInPage,
  signUpThroughApi,
  useStack,
  watchErrors,
  writeEntryThroughApi,
} from '../harness';

const FRENCH =
  'Le service était excellent et le personnel très aimable, mais la chambre était froide.';
const HOTEL_REVIEW =
  'The room was spotless and the staff were lovely, but the heating was stone cold and the wifi kept dropping.';
const ENGLISH_ONLY = 'SentiLog reads English text only; this looks like French.';
const RESULT_TIMEOUT_MS = 150_000;

const run = useStack();
let context: BrowserContext;
let page: Page;
let errors: string[];

beforeEach(async () => {
  context = await newContext(run.browser, run.stack.url, { width: 1366, height: 900 });
  page = await context.newPage();
  errors = watchErrors(page);
});

afterEach(async () => {
  await context?.close();
});

/** Pastes `text` into the landing demo and waits for its reading. */
async function demo(text: string): Promise<{ sentiment: string; language: string }> {
  await page.goto('/');
  const textbox = page.getByRole('textbox', { name: 'Text to analyze' });
  await textbox.fill(text);
  // Right after the stack starts the analysis service may still be loading its models, and the
  // page says the analyzer is busy: as a person would, try again a few seconds later.
  let response: Response | undefined;
  for (let attempt = 0; attempt < 10 && response?.status() !== 200; attempt++) {
    if (attempt > 0) await page.waitForTimeout(3_000);
    [response] = await Promise.all([
      page.waitForResponse((res) => res.url().endsWith('/api/analyze/text'), { timeout: 60_000 }),
      page.getByRole('button', { name: 'Analyze' }).click(),
    ]);
  }
  expect(response?.status()).toBe(200);
  if (!response) throw new Error('no answer');
  await page.getByTestId('demo-result').waitFor({ timeout: 10_000 });
  return (await response.json()) as { sentiment: string; language: string };
}

/** Uploads `text` as a TXT file on the Analyze page and waits for the result. */
async function upload(
  name: string,
  text: string,
): Promise<{ sentiment: { sentiment: string; mixed?: boolean } }> {
  await page.goto('/analyze');
  await page.getByRole('heading', { level: 1, name: 'Document Analysis' }).waitFor();
  // The upload answers 202 with the job's id; the page follows the job until it ends.
  const [response, ended] = await Promise.all([
    page.waitForResponse((res) => res.url().endsWith('/api/analyze/file'), {
      timeout: RESULT_TIMEOUT_MS,
    }),
    page.waitForResponse(
      async (res) => {
        if (!res.url().includes('/api/analyze/jobs/')) return false;
        const job = (await res.json().catch(() => null)) as { state?: string } | null;
        return job?.state === 'completed' || job?.state === 'failed';
      },
      { timeout: RESULT_TIMEOUT_MS },
    ),
    page.locator('input[type="file"]').setInputFiles({
      name,
      mimeType: 'text/plain',
      buffer: Buffer.from(text, 'utf8'),
    }),
  ]);
  expect(response.status()).toBe(202);
  const job = (await ended.json()) as {
    state: string;
    result?: { sentiment: { sentiment: string; mixed?: boolean } };
  };
  expect(job.state).toBe('completed');
  await page.getByTestId('analysis-results').waitFor({ timeout: 10_000 });
  return job.result!;
}

/** A new account with one entry of `text`, its Journal page open on that entry's card. */
async function journalWith(label: string, text: string) {
  const session = await signUpThroughApi(run.stack.url, label);
  const created = await writeEntryThroughApi(run.stack.url, session, `<p>${text}</p>`);
  page = await signedInPage(context, session);
  errors = watchErrors(page);
  await page.goto('/journal');
  const card = page.getByTestId('journal-entry').first();
  await card.getByText(text.slice(0, 30)).waitFor();
  return { created, card };
}

describe('text in French', () => {
  it('landing demo: says SentiLog reads English only, with no label', async () => {
    const body = await demo(FRENCH);
    expect(body).toMatchObject({ language: 'fr', sentiment: 'NEUTRAL', confidence: 0 });
    const result = page.getByTestId('demo-result');
    expect(await result.getByTestId('language-note').innerText()).toBe(ENGLISH_ONLY);
    expect(await result.innerText()).not.toMatch(/Neutral|Confidence/);
    await expectAccessibleAndPhotograph(page, 'language-demo-french');
    // The busy answers of the first tries are the only console errors.
    expect(errors.filter((e) => !/status of 503/.test(e))).toEqual([]);
  });

  it('document result: says SentiLog reads English only in place of the overall label', async () => {
    const body = await upload('avis.txt', `${FRENCH}\n\n${FRENCH}\n`);
    expect(body.sentiment).toMatchObject({ language: 'fr', sentiment: 'neutral', confidence: 0 });
    const overall = page.getByTestId('overall-sentiment');
    expect(await overall.getByTestId('language-note').innerText()).toBe(ENGLISH_ONLY);
    expect(await page.getByTestId('summary').innerText()).toContain(ENGLISH_ONLY);
    await expectAccessibleAndPhotograph(page, 'language-document-french');
    expect(errors).toEqual([]);
  });

  it('journal entry: the card and the Read view say SentiLog reads English only', async () => {
    const { created, card } = await journalWith('french-entry', FRENCH);
    expect(created).toMatchObject({ language: 'fr', sentiment: 'NEUTRAL' });
    expect(await card.getByTestId('language-note').innerText()).toBe(ENGLISH_ONLY);
    expect(await card.getByLabel(/^Words read as: /).count()).toBe(0);
    await expectAccessibleAndPhotograph(page, 'language-journal-french');

    await card.getByRole('button', { name: /^Read the entry of/ }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByTestId('language-note').innerText()).toBe(ENGLISH_ONLY);
    expect(await seriousA11yViolations(page, { include: '[role="dialog"]' })).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('the hotel review, praise and complaints (needs the model that reads Mixed)', () => {
  it('landing demo: reads Mixed, strong feelings both ways', async () => {
    const body = await demo(HOTEL_REVIEW);
    expect(body.sentiment).toBe('MIXED');
    const result = page.getByTestId('demo-result');
    expect(await result.locator('.badge-mixed').innerText()).toBe('Mixed');
    await result.getByTestId('mixed-note').waitFor();
    await expectAccessibleAndPhotograph(page, 'mixed-demo-hotel');
  });

  it('document result: the uploaded review reads Mixed, with the shares of both sides', async () => {
    const body = await upload('review.txt', `${HOTEL_REVIEW}\n`);
    expect(body.sentiment).toMatchObject({ sentiment: 'mixed', mixed: true });
    const overall = page.getByTestId('overall-sentiment');
    expect(await overall.locator('.badge-mixed').first().innerText()).toBe('Mixed');
    await overall.getByTestId('mixed-note').waitFor();
    await expectAccessibleAndPhotograph(page, 'mixed-document-hotel');
    expect(errors).toEqual([]);
  });

  it('journal entry: the card reads Mixed', async () => {
    const { created, card } = await journalWith('mixed-entry', HOTEL_REVIEW);
    expect(created.sentiment).toBe('MIXED');
    expect(await card.getByLabel(/^Words read as: Mixed/).count()).toBe(1);
    await expectAccessibleAndPhotograph(page, 'mixed-journal-hotel');
  });
});
