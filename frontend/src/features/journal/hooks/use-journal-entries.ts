import { useCallback, useEffect, useRef, useState } from 'react';
import { listJournalEntries } from '../api/journal-api';
import type { JournalEntry } from '../types';

export interface JournalEntries {
  entries: JournalEntry[];
  /** Loading the first page or the next one. */
  loading: boolean;
  failed: boolean;
  hasMore: boolean;
  loadMore: () => void;
  retry: () => void;
  /**
   * A saved entry (new or edited) goes where the list's order puts it, by the day it is about,
   * without a round trip.
   */
  place: (entry: JournalEntry) => void;
  remove: (id: string) => void;
}

/** The server's order: the day the entry is about, newest first, then the latest written. */
export function listOrder(a: JournalEntry, b: JournalEntry): number {
  return (
    b.date.localeCompare(a.date) ||
    b.createdAt.localeCompare(a.createdAt) ||
    b.id.localeCompare(a.id)
  );
}

/** `entry` put in its place among `entries` (older than every one of them: last). */
function inListOrder(entry: JournalEntry, entries: JournalEntry[]): JournalEntry[] {
  const index = entries.findIndex((other) => listOrder(entry, other) < 0);
  if (index === -1) return [...entries, entry];
  return [...entries.slice(0, index), entry, ...entries.slice(index)];
}

/** The signed-in user's entries, newest day first, a page at a time. */
export function useJournalEntries(token: string | null): JournalEntries {
  const [entries, setEntries] = useState<JournalEntry[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [hasMore, setHasMore] = useState(false);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const request = useRef<AbortController | null>(null);

  const load = useCallback(
    async (before: string | null) => {
      if (!token) return;
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      setLoading(true);
      setFailed(false);
      try {
        const page = await listJournalEntries(token, { before, signal: controller.signal });
        if (controller.signal.aborted) return;
        setEntries((current) => {
          const merged = before ? [...current, ...page.entries] : page.entries;
          const seen = new Set<string>();
          return merged.filter((entry) => !seen.has(entry.id) && seen.add(entry.id));
        });
        setCursor(page.nextCursor);
        setHasMore(page.nextCursor !== null);
      } catch {
        if (!controller.signal.aborted) setFailed(true);
      } finally {
        if (!controller.signal.aborted) setLoading(false);
      }
    },
    [token],
  );

  useEffect(() => {
    setEntries([]);
    setCursor(null);
    setHasMore(false);
    void load(null);
    return () => request.current?.abort();
  }, [load]);

  return {
    entries,
    loading,
    failed,
    hasMore,
    loadMore: useCallback(() => void load(cursor), [load, cursor]),
    retry: useCallback(
      () => void load(entries.length > 0 ? cursor : null),
      [load, cursor, entries],
    ),
    place: useCallback(
      (entry: JournalEntry) =>
        setEntries((current) =>
          inListOrder(
            entry,
            current.filter((e) => e.id !== entry.id),
          ),
        ),
      [],
    ),
    remove: useCallback(
      (id: string) => setEntries((current) => current.filter((entry) => entry.id !== id)),
      [],
    ),
  };
}
