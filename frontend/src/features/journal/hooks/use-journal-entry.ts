import { useEffect, useState } from 'react';
import { getJournalEntry } from '../api/journal-api';
import type { JournalEntryView } from '../types';

export type EntryState =
  { status: 'loading' } | { status: 'loaded'; entry: JournalEntryView } | { status: 'failed' };

/** One entry with its HTML, read when `id` is set (an entry opened to read). */
export function useJournalEntry(id: string | null, token: string): EntryState {
  const [state, setState] = useState<{ id: string; value: EntryState } | null>(null);

  useEffect(() => {
    if (!id) return;
    const controller = new AbortController();
    getJournalEntry(id, token, controller.signal)
      .then((entry) => setState({ id, value: { status: 'loaded', entry } }))
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Reading the journal entry failed', err);
        setState({ id, value: { status: 'failed' } });
      });
    return () => controller.abort();
  }, [id, token]);

  return state && state.id === id ? state.value : { status: 'loading' };
}
