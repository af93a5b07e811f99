import { useId } from 'react';
import { EmotionBadge } from '../../../components/ui/EmotionBadge';
import { Modal, ModalCloseButton } from '../../../components/ui/Modal';
import { ReadingLabel } from '../../../components/analysis/ReadingLabel';
import { otherLanguage } from '../../../components/analysis/ReadingNotes';
import { MoodBadge } from '../../../components/ui/MoodBadge';
import { Spinner } from '../../../components/ui/Spinner';
import { formatDay } from '../../../lib/days';
import { formatDate } from '../../../lib/format';
import { useJournalEntry } from '../hooks/use-journal-entry';
import type { JournalEntryView } from '../types';
import { hasWords } from '../utils/draft';
import { EntryContent } from './EntryContent';

/** A saved entry opened to read it whole, as it was written, with Edit. */
export function EntryReader({
  id,
  token,
  onClose,
  onEdit,
}: {
  id: string | null;
  token: string;
  onClose: () => void;
  onEdit: (entry: JournalEntryView) => void;
}) {
  const titleId = useId();
  const state = useJournalEntry(id, token);
  if (!id) return null;
  const entry = state.status === 'loaded' ? state.entry : null;
  return (
    <Modal open onClose={onClose} labelledBy={titleId} className="entry-reader">
      <div className="entry-reader-bar">
        <h2 id={titleId} className="entry-reader-title">
          {entry ? `Your entry of ${formatDay(entry.date)}` : 'Your entry'}
        </h2>
        <ModalCloseButton className="entry-reader-close" label="Close entry" onClose={onClose} />
      </div>
      <div className="entry-reader-scroll">
        {state.status === 'loading' && <Spinner label="Loading the entry" />}
        {state.status === 'failed' && (
          <p role="alert" className="journal-result-error">
            This entry could not be loaded. Please try again.
          </p>
        )}
        {entry && (
          <>
            <div className="entry-card-badges" data-testid="entry-reader-facts">
              {entry.mood !== null && <MoodBadge mood={entry.mood} />}
              {entry.sentiment && (
                <ReadingLabel reading={{ ...entry, sentiment: entry.sentiment }} named="words" />
              )}
              {entry.emotion && !otherLanguage(entry) && <EmotionBadge emotion={entry.emotion} />}
            </div>
            {entry.activities.length > 0 && (
              <ul className="entry-reader-tags" aria-label="Activities">
                {entry.activities.map((tag) => (
                  <li key={tag} className="entry-tag">
                    {tag}
                  </li>
                ))}
              </ul>
            )}
            <p className="muted entry-reader-written">
              Written {formatDate(entry.createdAt)}
              {entry.updatedAt !== entry.createdAt && `, edited ${formatDate(entry.updatedAt)}`}
            </p>
            {hasWords(entry.html) ? (
              <EntryContent html={entry.html} label="Journal entry" />
            ) : (
              <p className="muted">A mood, without words.</p>
            )}
          </>
        )}
      </div>
      <div className="entry-reader-footer">
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Close
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={!entry}
          onClick={() => entry && onEdit(entry)}
        >
          Edit
        </button>
      </div>
    </Modal>
  );
}
