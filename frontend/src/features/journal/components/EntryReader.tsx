import { useId } from 'react';
import { EmotionBadge } from '../../../components/ui/EmotionBadge';
import { Modal, ModalCloseButton } from '../../../components/ui/Modal';
import { SentimentBadge } from '../../../components/ui/SentimentBadge';
import { Spinner } from '../../../components/ui/Spinner';
import { formatDate } from '../../../lib/format';
import { useJournalEntry } from '../hooks/use-journal-entry';
import type { JournalEntryView } from '../types';
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
          {entry ? `Your entry of ${formatDate(entry.createdAt)}` : 'Your entry'}
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
            <div className="entry-card-badges">
              <SentimentBadge sentiment={entry.sentiment} confidence={entry.confidence} named />
              {entry.emotion && <EmotionBadge emotion={entry.emotion} />}
              {entry.updatedAt !== entry.createdAt && (
                <span className="muted">Edited {formatDate(entry.updatedAt)}</span>
              )}
            </div>
            <EntryContent html={entry.html} label="Journal entry" />
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
