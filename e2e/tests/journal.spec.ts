/**
 * The Journal screen against the whole stack: signed out it asks for a login; signed in, an entry
 * written in the Quill editor is saved through POST /api/journal, its sentiment badge and the toast
 * show, it heads the list of past entries (also after a reload), and it can be deleted.
 */
import type { Page } from 'playwright-core';
import {
  expectAccessibleAndPhotograph,
  signUpThroughForm,
  uniqueEmail,
  useStack,
  useThemedPage,
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
    await page.waitForURL('**/login');
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
    const add = page.getByRole('button', { name: 'Add Journal' });
    expect(await add.isDisabled()).toBe(true);
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
    expect(await result.getByTestId('mood-visual').getAttribute('data-tone')).toBe('positive');
    expect(await result.innerText()).toContain(`Emotion: ${label(created.emotion)}`);
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
