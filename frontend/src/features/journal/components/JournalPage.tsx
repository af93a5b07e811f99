import './journal.css';
import { useCallback, useRef, useState } from 'react';
import { FormMessage } from '../../../components/ui/FormMessage';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Spinner } from '../../../components/ui/Spinner';
import { useAuth } from '../../../lib/auth';
import { useJournalEntries } from '../hooks/use-journal-entries';
import { useJournalSubmit } from '../hooks/use-journal-submit';
import type { JournalEntryCreated } from '../types';
import { EntryList } from './EntryList';
import { JournalEditor, type EditorContent, type JournalEditorHandle } from './JournalEditor';
import { JournalResult } from './JournalResult';
import { JournalTips } from './JournalTips';

const empty: EditorContent = { html: '', text: '' };

/** The Journal screen: write an entry, see its sentiment, and browse past entries. */
export function JournalPage() {
  const { token, isLoggedIn } = useAuth();
  const editor = useRef<JournalEditorHandle>(null);
  const [content, setContent] = useState<EditorContent>(empty);
  const entries = useJournalEntries(token);
  const { prepend } = entries;

  const onSaved = useCallback(
    (entry: JournalEntryCreated) => {
      prepend({
        ...entry,
        text: content.text.trim(),
        updatedAt: entry.createdAt,
      });
      editor.current?.clear();
    },
    [prepend, content],
  );
  const { state, submit } = useJournalSubmit(onSaved);
  const loading = state.status === 'loading';
  const blank = content.text.trim() === '';

  return (
    <>
      <PageHeader
        eyebrow="Mood journal"
        title="Journal"
        lead="Write about your day. SentiLog reads the sentiment and emotion of every entry."
      />
      <div className="container journal-page">
        <form
          className="card journal-form"
          aria-busy={loading}
          onSubmit={(event) => {
            event.preventDefault();
            if (isLoggedIn && (loading || blank)) return;
            void submit(content.html);
          }}
        >
          <h2 className="section-title">How are you feeling today?</h2>
          {!isLoggedIn && (
            <FormMessage tone="info">
              Please login to start writing your journal entries
            </FormMessage>
          )}
          <JournalEditor ref={editor} label="Journal entry" onChange={setContent} />
          <div className="journal-actions">
            {isLoggedIn ? (
              <button type="submit" className="btn btn-primary btn-lg" disabled={loading || blank}>
                {loading ? (
                  <>
                    <Spinner size="sm" /> Analyzing your emotions...
                  </>
                ) : (
                  'Add Journal'
                )}
              </button>
            ) : (
              <button type="submit" className="btn btn-primary btn-lg">
                Login Required
              </button>
            )}
          </div>
          <JournalResult state={state} />
        </form>

        <JournalTips />

        {isLoggedIn && token && <EntryList token={token} list={entries} />}
      </div>
    </>
  );
}
