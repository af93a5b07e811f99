import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { timings } from '../../../config';
import {
  errorBody,
  errorStatus,
  messages,
  rateLimitMessageOf,
  serverMessage,
} from '../../../lib/api-error';
import { useSubmissionKeys } from '../../../lib/idempotency';
import { showLoginRequiredToast, useLoginRequired } from '../../../lib/login-required';
import { notify } from '../../../lib/notify';
import { accountPath } from '../../../lib/return-to';
import { storage, storageKeys } from '../../../lib/storage';
import { createJournalEntry, updateJournalEntry, type EntryFields } from '../api/journal-api';
import { hasWords } from '../utils/draft';
import type { JournalEntryEdited, JournalEntryWritten } from '../types';

export const journalMessages = {
  added: 'Journal added successfully!',
  moodLogged: 'Mood logged',
  updated: 'Journal entry updated',
  saveFailed: 'Failed to save journal entry',
  analyzeFailed: messages.demoFailed,
} as const;

/**
 * A refusal the writer can act on, in the server's words: too long (413), too many saves (429),
 * or an edited entry that is gone (404). Anything else keeps the spec's texts.
 */
function actionableFailure(err: unknown): string | undefined {
  const limited = rateLimitMessageOf(err);
  if (limited) return limited;
  const status = errorStatus(err);
  return status === 413 || status === 404 ? serverMessage(errorBody(err)) : undefined;
}

/** The spec's journal submit: idle, loading, then a result or an error. */
export type SubmitState =
  | { status: 'idle' }
  | { status: 'loading'; words: boolean }
  | { status: 'done'; entry: JournalEntryWritten | JournalEntryEdited }
  | { status: 'error'; message: string };

/**
 * Saves an entry: a new one (words, a mood, or both), or the entry `editingId` changed (its words
 * analysed again). Signed out, the attempt is blocked with the login-required toast and redirect;
 * a 401 (expired or revoked token) takes the same path.
 */
export function useJournalSubmit(
  onSaved: (entry: JournalEntryWritten | JournalEntryEdited, edited: boolean) => void,
) {
  const [state, setState] = useState<SubmitState>({ status: 'idle' });
  const requireLogin = useLoginRequired();
  const navigate = useNavigate();
  const redirect = useRef<number | undefined>(undefined);
  const mounted = useRef(true);
  // Saving the same new entry again (after an error or a lost answer) stores it once.
  const submissions = useSubmissionKeys();

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      window.clearTimeout(redirect.current);
    };
  }, []);

  const submit = useCallback(
    async (html: string, editingId?: string, fields?: EntryFields) => {
      if (!requireLogin()) return;
      const token = storage.get(storageKeys.token) ?? '';
      const words = hasWords(html);
      setState({ status: 'loading', words });
      try {
        const entry = editingId
          ? await updateJournalEntry(editingId, words ? html : '', token, fields)
          : await createJournalEntry(
              words ? html : undefined,
              token,
              fields,
              submissions.keyFor([words ? html : null, fields]),
            );
        if (!editingId) submissions.done();
        if (!mounted.current) return;
        setState({ status: 'done', entry });
        notify.success(
          editingId
            ? journalMessages.updated
            : words
              ? journalMessages.added
              : journalMessages.moodLogged,
        );
        onSaved(entry, editingId !== undefined);
      } catch (err) {
        if (!mounted.current) return;
        if (errorStatus(err) === 401) {
          setState({ status: 'idle' });
          showLoginRequiredToast();
          window.clearTimeout(redirect.current);
          redirect.current = window.setTimeout(
            () => navigate(accountPath('/login', '/journal')),
            timings.loginRequiredRedirectMs,
          );
          return;
        }
        // The server's words where the writer can act on them, on the page and in the toast.
        const actionable = actionableFailure(err);
        setState({ status: 'error', message: actionable ?? journalMessages.analyzeFailed });
        notify.error(actionable ?? journalMessages.saveFailed);
      }
    },
    [requireLogin, navigate, onSaved, submissions],
  );

  return { state, submit };
}
