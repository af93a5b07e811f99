import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { timings } from '../../../config';
import { errorStatus, messages, rateLimitMessageOf } from '../../../lib/api-error';
import { showLoginRequiredToast, useLoginRequired } from '../../../lib/login-required';
import { notify } from '../../../lib/notify';
import { storage, storageKeys } from '../../../lib/storage';
import { createJournalEntry } from '../api/journal-api';
import type { JournalEntryCreated } from '../types';

const journalMessages = {
  added: 'Journal added successfully!',
  saveFailed: 'Failed to save journal entry',
  analyzeFailed: messages.demoFailed,
} as const;

/** The spec's journal submit: idle, loading, then a result or an error. */
export type SubmitState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; entry: JournalEntryCreated }
  | { status: 'error'; message: string };

/**
 * Saves an entry. Signed out, the attempt is blocked with the login-required toast and redirect;
 * a 401 (expired or revoked token) takes the same path.
 */
export function useJournalSubmit(onSaved: (entry: JournalEntryCreated) => void) {
  const [state, setState] = useState<SubmitState>({ status: 'idle' });
  const requireLogin = useLoginRequired();
  const navigate = useNavigate();
  const redirect = useRef<number | undefined>(undefined);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      window.clearTimeout(redirect.current);
    };
  }, []);

  const submit = useCallback(
    async (html: string) => {
      if (!requireLogin()) return;
      const token = storage.get(storageKeys.token) ?? '';
      setState({ status: 'loading' });
      try {
        const entry = await createJournalEntry(html, token);
        if (!mounted.current) return;
        setState({ status: 'done', entry });
        notify.success(journalMessages.added);
        onSaved(entry);
      } catch (err) {
        if (!mounted.current) return;
        if (errorStatus(err) === 401) {
          setState({ status: 'idle' });
          showLoginRequiredToast();
          window.clearTimeout(redirect.current);
          redirect.current = window.setTimeout(
            () => navigate('/login'),
            timings.loginRequiredRedirectMs,
          );
          return;
        }
        // A 429 says how long to wait, on the page and in the toast; other failures keep the
        // spec's texts.
        const limited = rateLimitMessageOf(err);
        setState({ status: 'error', message: limited ?? journalMessages.analyzeFailed });
        notify.error(limited ?? journalMessages.saveFailed);
      }
    },
    [requireLogin, navigate, onSaved],
  );

  return { state, submit };
}
