import { api } from '../../../lib/api-client';
import { withIdempotencyKey } from '../../../lib/idempotency';
import type {
  JournalActivityTags,
  JournalEntryEdited,
  JournalEntryView,
  JournalEntryWritten,
  JournalPage,
} from '../types';

/** Entries per 'Load more'. */
const JOURNAL_PAGE_SIZE = 10;

/** The spec sends the stored token in a `token` header on the journal call. */
const auth = (token: string) => ({ headers: { token } });

/**
 * What is saved beside the words: the writer's own mood (1–5, or none), activity tags, and the
 * day the entry is about with the time zone that says which day is today.
 */
export interface EntryFields {
  mood: number | null;
  activities: string[];
  date?: string;
  timeZone?: string;
}

/**
 * `POST /api/journal {text?, mood, activities, date, timeZone}`: saves the entry (editor HTML, or
 * a mood alone without `text`) and answers its analysis and reading. `submissionKey` (the
 * Idempotency-Key) makes a repeat of the same submission store the entry once.
 */
export async function createJournalEntry(
  text: string | undefined,
  token: string,
  fields: EntryFields | undefined,
  submissionKey: string,
) {
  const { data } = await api.post<JournalEntryWritten>(
    '/api/journal',
    { ...(text === undefined ? {} : { text }), ...fields },
    withIdempotencyKey(submissionKey, auth(token)),
  );
  return data;
}

/** `GET /api/journal/activities`: the tags to offer, the writer's own first. */
export async function fetchActivityTags(token: string, signal?: AbortSignal) {
  const { data } = await api.get<JournalActivityTags>('/api/journal/activities', {
    ...auth(token),
    signal,
  });
  return data.tags;
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

/** `GET /api/journal/:id`: one entry with its (sanitised) HTML, which the list leaves out. */
export async function getJournalEntry(id: string, token: string, signal?: AbortSignal) {
  const { data } = await api.get<JournalEntryView>(`/api/journal/${encodeURIComponent(id)}`, {
    ...auth(token),
    signal,
  });
  return data;
}

/**
 * `PATCH /api/journal/:id {text, mood, activities, date, timeZone}`: the entry's new words
 * (analysed again; empty removes them), mood, tags and day.
 */
export async function updateJournalEntry(
  id: string,
  text: string,
  token: string,
  fields?: EntryFields,
) {
  const { data } = await api.patch<JournalEntryEdited>(
    `/api/journal/${encodeURIComponent(id)}`,
    { text, ...fields },
    auth(token),
  );
  return data;
}

/** `DELETE /api/journal/:id`. */
export async function deleteJournalEntry(id: string, token: string): Promise<void> {
  await api.delete(`/api/journal/${encodeURIComponent(id)}`, auth(token));
}
