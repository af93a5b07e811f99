/**
 * The Journal screen against the whole stack: signed out it asks for a login; signed in, an entry
 * written in the Quill editor is saved through POST /api/journal, its sentiment badge and the toast
 * show, it heads the list of past entries (also after a reload), and it can be deleted. A
 * formatted entry (bold, colour, size, an image) opens whole as written, edits in the same editor,
 * and exports from this page; an entry over 50,000 characters gets the server's words.
 */
import JSZip from 'jszip';
import type { Page } from 'playwright-core';
import {
  downloadedBytes,
  expectAccessibleAndPhotograph,
  expectDirectionsSpoken,
  newContext,
  saveScreenshot,
  seriousA11yViolations,
  signedInPage,
  signUpThroughApi,
  signUpThroughForm,
  solidPng,
  uniqueEmail,
  useStack,
  useThemedPage,
  visibleText,
  watchErrors,
  writeEntryThroughApi,
  type Theme,
} from '../harness';

interface CreatedEntry {
  id: string;
  sentiment: string;
  confidence: number;
  emotion: string;
}

const run = useStack();

const label = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).toLowerCase();

const editor = (page: Page) => page.getByRole('textbox', { name: 'Journal entry' });

describe.each<Theme>(['light', 'dark'])('in the %s theme', (theme) => {
  const current = useThemedPage(run, theme);

  it("signed out: the notice and 'Login Required', which toasts and goes to /login", async () => {
    const { page, errors } = current;
    await page.goto('/journal');
    await page.getByRole('heading', { level: 1, name: 'Journal', exact: true }).waitFor();
    await page.getByText('Please login to start writing your journal entries').waitFor();
    await editor(page).waitFor();
    for (const tip of ['Be Honest', 'Stay Consistent', 'Reflect Deeply']) {
      await page.getByRole('heading', { level: 3, name: tip }).waitFor();
    }
    expect(await page.getByRole('heading', { name: 'Your Entries' }).count()).toBe(0);
    await expectAccessibleAndPhotograph(page, `journal-signed-out-${theme}`);

    await page.getByRole('button', { name: 'Login Required' }).click();
    await page
      .locator('.Toastify__toast-container--top-center')
      .getByText('Please login to write your journal or log mood')
      .waitFor();
    // Signing in comes back here.
    await page.waitForURL('**/login?next=%2Fjournal');
    expect(errors).toEqual([]);
  });

  it('signed in: writes an entry, sees the badge, the toast and the entry on top of the list, then deletes it', async () => {
    const { page, errors } = current;
    await signUpThroughForm(page, {
      firstname: 'Jo',
      lastname: 'Writer',
      email: uniqueEmail('journal'),
    });
    await page.goto('/journal');
    await page.getByRole('heading', { name: 'Your Entries' }).waitFor();
    await page.getByText('No entries yet. Your saved entries will appear here.').waitFor();
    // Neither words nor a mood: nothing to save yet.
    expect(await page.getByRole('button', { name: 'Save Mood' }).isDisabled()).toBe(true);
    const add = page.getByRole('button', { name: 'Add Journal' });
    expect(await editor(page).getAttribute('data-placeholder')).toBe(
      'Start typing your thoughts...',
    );

    const text =
      'Today was wonderful. I laughed with my friends and felt truly happy and grateful.';
    await editor(page).click();
    await page.keyboard.press('Control+B');
    await page.keyboard.type('Best day. ');
    await page.keyboard.press('Control+B');
    await page.keyboard.type(text);
    expect(await add.isEnabled()).toBe(true);

    const [response] = await Promise.all([
      page.waitForResponse(
        (res) => res.url().endsWith('/api/journal') && res.request().method() === 'POST',
        { timeout: 60_000 },
      ),
      add.click(),
    ]);
    expect(response.status()).toBe(201);
    const sentHtml = (response.request().postDataJSON() as { text: string }).text;
    expect(sentHtml).toContain('<strong>Best day. </strong>');
    expect(response.request().headers().token).toBeTruthy();
    const created = (await response.json()) as CreatedEntry;
    expect(['POSITIVE', 'NEUTRAL', 'NEGATIVE']).toContain(created.sentiment);
    expect(created.sentiment).toBe('POSITIVE');

    const result = page.getByTestId('journal-result');
    await result.getByLabel(new RegExp(`^Sentiment: ${label(created.sentiment)}`)).waitFor();
    expect(await result.innerText()).toContain('Your words read as');
    expect(await result.getByTestId('mood-visual').getAttribute('data-tone')).toBe('positive');
    expect(await result.innerText()).toContain(`Emotion: ${label(created.emotion)}`);
    // Why: the entry as the models read it, the words that pushed it positive marked, a legend.
    const highlights = result.getByTestId('journal-highlights');
    expect(await visibleText(highlights)).toBe(`Best day. ${text}`);
    expect(await highlights.locator('mark.word-push-positive').count()).toBeGreaterThan(0);
    await expectDirectionsSpoken(highlights);
    await result.getByTestId('word-highlights-legend').waitFor();
    await page.getByText('Journal added successfully!').waitFor();
    expect((await editor(page).innerText()).trim()).toBe('');

    const first = page.getByTestId('journal-entry').first();
    expect(await first.innerText()).toContain(text);
    expect(await first.innerText()).toContain(label(created.sentiment));
    expect(await first.innerText()).toContain(label(created.emotion));

    await expectAccessibleAndPhotograph(page, `journal-signed-in-${theme}`);

    // The list comes from the server too: after a reload the entry is still there.
    await page.reload();
    await page.getByTestId('journal-entry').first().waitFor();
    expect(await page.getByTestId('journal-entry').count()).toBe(1);
    expect(await page.getByTestId('journal-entry').first().innerText()).toContain('Best day.');

    await page.getByRole('button', { name: /^Delete the entry/ }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this entry?' });
    const [deleted] = await Promise.all([
      page.waitForResponse((res) => res.request().method() === 'DELETE'),
      dialog.getByRole('button', { name: 'Delete', exact: true }).click(),
    ]);
    expect(deleted.status()).toBe(204);
    await page.getByText('No entries yet. Your saved entries will appear here.').waitFor();
    await page.reload();
    await page.getByText('No entries yet. Your saved entries will appear here.').waitFor();
    expect(errors).toEqual([]);
  }, 150_000);
});

const PICTURE = solidPng(48, [14, 165, 233]);
const FORMATTED =
  '<p>A <strong>brave</strong> day by the sea, <span style="color: rgb(230, 0, 0);">red sails</span> ' +
  'and a <span class="ql-size-large">large</span> sky. I felt calm and happy.</p>' +
  `<p><img src="data:image/png;base64,${PICTURE.toString('base64')}"></p>`;

/** entries.json in the journal's zip export (gateway/src/journal/export/zip-export.ts). */
interface ExportedJournal {
  count: number;
  entries: { id: string; text: string; html: string }[];
}

describe.each<Theme>(['light', 'dark'])('a formatted entry, in the %s theme', (theme) => {
  it('opens whole as written, edits in the same editor, and exports from the Journal', async () => {
    const session = await signUpThroughApi(run.stack.url, `formatted-${theme}`);
    const created = await writeEntryThroughApi(run.stack.url, session, FORMATTED);
    const context = await newContext(run.browser, run.stack.url, {
      theme,
      width: 1366,
      height: 900,
    });
    try {
      const page = await signedInPage(context, session);
      const errors = watchErrors(page);
      await page.goto('/journal');
      const card = page.getByTestId('journal-entry').first();
      await card.getByText('A brave day by the sea').waitFor();
      expect(await page.getByRole('group', { name: 'Export your journal' }).count()).toBe(1);

      await card.getByRole('button', { name: /^Read the entry of/ }).click();
      const dialog = page.getByRole('dialog');
      const content = dialog.getByTestId('entry-content');
      await content.locator('strong', { hasText: 'brave' }).waitFor();
      const red = content.locator('span', { hasText: 'red sails' });
      expect(await red.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(230, 0, 0)');
      expect(await content.locator('.ql-size-large', { hasText: 'large' }).count()).toBe(1);
      const image = content.locator('img');
      expect(
        await image.evaluate((el) => (el as unknown as { naturalWidth: number }).naturalWidth),
      ).toBe(48);
      expect(await dialog.getByLabel(/^Emotion: /).count()).toBe(1);
      // The dialog is checked (the page beneath it is, signed in, above). The entry's own colours
      // are the writer's (red on the dark theme reads as it did while writing).
      expect(
        await seriousA11yViolations(page, {
          include: '[role="dialog"]',
          exclude: '[data-testid="entry-content"] .ql-editor > *',
        }),
      ).toEqual([]);
      await saveScreenshot(page, `journal-entry-formatted-${theme}`, { fullPage: false });
      await page.setViewportSize({ width: 390, height: 844 });
      await saveScreenshot(page, `journal-entry-formatted-mobile-${theme}`, { fullPage: false });
      await page.setViewportSize({ width: 1366, height: 900 });

      // Edit: the same editor, with the formatting; saving analyses it again.
      await dialog.getByRole('button', { name: 'Edit' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await editor(page).locator('strong', { hasText: 'brave' }).waitFor();
      await page.getByText(/^Editing your entry of/).waitFor();
      await editor(page).click();
      await page.keyboard.press('Control+End');
      await page.keyboard.type(' Then the storm came and everything was ruined.');
      const [patched] = await Promise.all([
        page.waitForResponse(
          (res) =>
            res.url().endsWith(`/api/journal/${created.id}`) && res.request().method() === 'PATCH',
          { timeout: 60_000 },
        ),
        page.getByRole('button', { name: 'Save Changes' }).click(),
      ]);
      expect(patched.status()).toBe(200);
      const sent = (patched.request().postDataJSON() as { text: string }).text;
      expect(sent).toContain('<strong>brave</strong>');
      expect(sent).toContain('everything was ruined');
      await page.getByText('Journal entry updated').waitFor();
      await card.getByText(/everything was ruined/).waitFor();
      expect(await page.getByTestId('journal-entry').count()).toBe(1);

      // Export from the Journal page itself.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download ZIP (JSON and photos)' }).click(),
      ]);
      // A zip: entries.json with each entry's HTML, its pictures as files the HTML points to.
      expect(download.suggestedFilename()).toMatch(/^sentilog-journal-\d{4}-\d{2}-\d{2}\.zip$/);
      const zip = await JSZip.loadAsync(await downloadedBytes(download));
      const exported = JSON.parse(
        await zip.file('entries.json')!.async('string'),
      ) as ExportedJournal;
      expect(exported.count).toBe(1);
      expect(exported.entries.map((entry) => entry.id)).toEqual([created.id]);
      const { html } = exported.entries[0];
      expect(html).toContain('<strong>brave</strong>');
      expect(html).toContain('everything was ruined');
      expect(html).not.toContain('data:image');
      const pictures = [...html.matchAll(/<img\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);
      expect(pictures).toEqual([expect.stringMatching(`^images/${created.id}/[0-9a-f]+\\.png$`)]);
      const picture = zip.file(pictures[0]);
      expect(picture).not.toBeNull();
      expect(Buffer.from(await picture!.async('uint8array')).equals(PICTURE)).toBe(true);
      await page.getByText(`Journal exported as ${download.suggestedFilename()}`).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 150_000);
});

describe('a very long entry', () => {
  it("counts the characters near the limit and shows the server's message over it", async () => {
    const session = await signUpThroughApi(run.stack.url, 'long-entry');
    const context = await newContext(run.browser, run.stack.url, { width: 390, height: 844 });
    try {
      const page = await signedInPage(context, session);
      await page.goto('/journal');
      await page.getByRole('heading', { name: 'Your Entries' }).waitFor();
      await editor(page).fill('a'.repeat(50_001));
      const counter = page.getByTestId('journal-length');
      await counter
        .getByText('50,001 / 50,000 characters — 1 over the limit', { exact: false })
        .waitFor();
      const [response] = await Promise.all([
        page.waitForResponse((res) => res.url().endsWith('/api/journal'), { timeout: 60_000 }),
        page.getByRole('button', { name: 'Add Journal' }).click(),
      ]);
      expect(response.status()).toBe(413);
      const tooLong =
        'Journal entries are limited to 50,000 characters of text. Please shorten this entry or split it in two.';
      await page.getByTestId('journal-result').getByText(tooLong).waitFor();
      expect(await page.getByText('Failed to analyze sentiment').count()).toBe(0);
      expect(await page.getByText('Failed to save journal entry').count()).toBe(0);
    } finally {
      await context.close();
    }
  }, 120_000);
});
