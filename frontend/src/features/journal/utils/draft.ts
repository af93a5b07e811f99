/**
 * What a signed-out writer typed, kept while they sign in: the login-required redirect, the login
 * form and a Google or GitHub round trip all leave the page, and the words must be there when
 * they come back. Kept in this tab's session storage only (never sent anywhere, gone with the
 * tab), and taken back once, by the journal page of the signed-in writer.
 */
export interface JournalDraft {
  html: string;
  mood: number | null;
  activities: string[];
  date: string;
}

const KEY = 'journal_draft';

/** Whether a draft holds anything worth keeping. */
export function isWorthKeeping(draft: JournalDraft): boolean {
  return hasWords(draft.html) || draft.mood !== null || draft.activities.length > 0;
}

/** Whether the editor's HTML holds anything: Quill's empty editor is `<p><br></p>`. */
export function hasWords(html: string): boolean {
  return html.replace(/<p><br><\/p>/g, '').trim() !== '';
}

export function keepDraft(draft: JournalDraft): void {
  try {
    if (isWorthKeeping(draft)) window.sessionStorage.setItem(KEY, JSON.stringify(draft));
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // Storage unavailable (private browsing, quota): the draft lives only on this page.
  }
}

/** The kept draft, once: taking it removes it. */
export function takeDraft(): JournalDraft | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<JournalDraft>;
    return {
      html: typeof draft.html === 'string' ? draft.html : '',
      mood: typeof draft.mood === 'number' ? draft.mood : null,
      activities: Array.isArray(draft.activities)
        ? draft.activities.filter((tag): tag is string => typeof tag === 'string')
        : [],
      date: typeof draft.date === 'string' ? draft.date : '',
    };
  } catch {
    return null;
  }
}
