import { api } from '../../../lib/api-client';
import type { JournalEntryCreated, JournalPage } from '../types';

/** Entries per 'Load more'. */
const JOURNAL_PAGE_SIZE = 10;

/** The spec sends the stored token in a `token` header on the journal call. */
const auth = (token: string) => ({ headers: { token } });

/** `POST /api/journal {text}`: saves the entry (editor HTML) and answers its analysis. */
export async function createJournalEntry(text: string, token: string) {
  const { data } = await api.post<JournalEntryCreated>('/api/journal', { text }, auth(token));
  return data;
}

/** `GET /api/journal?limit=&before=`: the user's entries, newest first. */
export async function listJournalEntries(
  token: string,
  page: { before?: string | null; signal?: AbortSignal } = {},
) {
  const { data } = await api.get<JournalPage>('/api/journal', {
    ...auth(token),
    signal: page.signal,
    params: { limit: JOURNAL_PAGE_SIZE, ...(page.before ? { before: page.before } : {}) },
  });
  return data;
}

/** `DELETE /api/journal/:id`. */
export async function deleteJournalEntry(id: string, token: string): Promise<void> {
  await api.delete(`/api/journal/${encodeURIComponent(id)}`, auth(token));
}
