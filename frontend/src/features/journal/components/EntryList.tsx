import { useState } from 'react';
import { ExportButtons } from '../../../components/journal/ExportButtons';
import { Dialog } from '../../../components/ui/Dialog';
import { EmotionBadge } from '../../../components/ui/EmotionBadge';
import { ReadingLabel } from '../../../components/analysis/ReadingLabel';
import { otherLanguage } from '../../../components/analysis/ReadingNotes';
import { MoodBadge } from '../../../components/ui/MoodBadge';
import { Spinner } from '../../../components/ui/Spinner';
import { rateLimitMessageOf } from '../../../lib/api-error';
import { formatDay } from '../../../lib/days';
import { notify } from '../../../lib/notify';
import { deleteJournalEntry } from '../api/journal-api';
import type { JournalEntries } from '../hooks/use-journal-entries';
import type { JournalEntry } from '../types';

/**
 * The user's past entries, the newest day first: the day, the mood picked, what the words read
 * as, the start of the words and the tags; Read (the whole entry as written), Edit and Delete
 * (after a confirmation); 'Load more'; and the export of them all.
 */
export function EntryList({
  token,
  list,
  onRead,
  onEdit,
}: {
  token: string;
  list: JournalEntries;
  onRead: (id: string) => void;
  onEdit: (id: string) => void;
}) {
  const [pending, setPending] = useState<JournalEntry | null>(null);
  const [deleting, setDeleting] = useState(false);

  const confirmDelete = async () => {
    if (!pending) return;
    setDeleting(true);
    try {
      await deleteJournalEntry(pending.id, token);
      list.remove(pending.id);
      notify.success('Journal entry deleted');
      setPending(null);
    } catch (err) {
      notify.error(rateLimitMessageOf(err) ?? 'Failed to delete journal entry');
    } finally {
      setDeleting(false);
    }
  };

  return (
    <section className="journal-entries" aria-labelledby="journal-entries-title">
      <div className="journal-entries-head">
        <h2 id="journal-entries-title" className="section-title">
          Your Entries
        </h2>
        {list.entries.length > 0 && <ExportButtons />}
      </div>
      {list.entries.length === 0 && !list.loading && !list.failed && (
        <p className="muted">No entries yet. Your saved entries will appear here.</p>
      )}
      <ol className="entry-list" data-testid="journal-entries">
        {list.entries.map((entry) => (
          <li key={entry.id} className="card entry-card" data-testid="journal-entry">
            <div className="entry-card-head">
              <time dateTime={entry.date} className="entry-card-day">
                {formatDay(entry.date)}
              </time>
              <div className="entry-card-badges">
                {entry.mood !== null && <MoodBadge mood={entry.mood} />}
                {entry.sentiment && (
                  <ReadingLabel reading={{ ...entry, sentiment: entry.sentiment }} named="words" />
                )}
                {entry.emotion && !otherLanguage(entry) && <EmotionBadge emotion={entry.emotion} />}
              </div>
            </div>
            {entry.text ? (
              <p className="entry-card-text">{entry.text}</p>
            ) : (
              <p className="entry-card-text muted">A mood, without words.</p>
            )}
            {entry.activities.length > 0 && (
              <p className="entry-card-mood" data-testid="journal-entry-mood">
                {entry.activities.map((tag) => (
                  <span key={tag} className="entry-tag">
                    {tag}
                  </span>
                ))}
              </p>
            )}
            <div className="entry-card-actions">
              {(
                [
                  ['Read', onRead],
                  ['Edit', onEdit],
                ] as const
              ).map(([action, run]) => (
                <button
                  key={action}
                  type="button"
                  className="btn btn-secondary btn-sm"
                  aria-label={`${action} the entry of ${formatDay(entry.date)}`}
                  onClick={() => run(entry.id)}
                >
                  {action}
                </button>
              ))}
              <button
                type="button"
                className="btn btn-ghost btn-sm entry-card-delete"
                aria-label={`Delete the entry of ${formatDay(entry.date)}`}
                onClick={() => setPending(entry)}
              >
                Delete
              </button>
            </div>
          </li>
        ))}
      </ol>
      {list.loading && (
        <p className="journal-entries-status">
          <Spinner size="sm" /> Loading your entries...
        </p>
      )}
      {list.failed && (
        <p className="journal-entries-status" role="alert">
          Could not load your entries.{' '}
          <button type="button" className="btn btn-secondary btn-sm" onClick={list.retry}>
            Try Again
          </button>
        </p>
      )}
      {list.hasMore && !list.loading && !list.failed && (
        <button type="button" className="btn btn-secondary" onClick={list.loadMore}>
          Load more
        </button>
      )}
      <Dialog
        open={pending !== null}
        title="Delete this entry?"
        tone="danger"
        onClose={() => !deleting && setPending(null)}
        actions={
          <>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => setPending(null)}
              disabled={deleting}
            >
              Cancel
            </button>
            <button
              type="button"
              className="btn btn-danger"
              onClick={() => void confirmDelete()}
              disabled={deleting}
            >
              {deleting ? 'Deleting...' : 'Delete'}
            </button>
          </>
        }
      >
        <p>The entry and its analysis are removed for good.</p>
      </Dialog>
    </section>
  );
}
