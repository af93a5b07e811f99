import './journal.css';
import { useCallback, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FormMessage } from '../../../components/ui/FormMessage';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Spinner } from '../../../components/ui/Spinner';
import { useAuth } from '../../../lib/auth';
import { formatDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { getJournalEntry } from '../api/journal-api';
import { useActivityTags } from '../hooks/use-activity-tags';
import { useJournalEntries } from '../hooks/use-journal-entries';
import { useJournalSubmit } from '../hooks/use-journal-submit';
import type { JournalEntry, JournalEntryCreated, JournalEntryView } from '../types';
import { ActivityInput } from './ActivityInput';
import { EntryList } from './EntryList';
import { EntryReader } from './EntryReader';
import { JournalEditor, type EditorContent, type JournalEditorHandle } from './JournalEditor';
import { JournalResult } from './JournalResult';
import { JournalTips } from './JournalTips';
import { LengthCounter } from './LengthCounter';
import { MoodPicker } from './MoodPicker';

const empty: EditorContent = { html: '', text: '' };

/** The query parameter that opens an entry to read (the Dashboard's Recent Activity links here). */
export const ENTRY_PARAM = 'entry';

/** An entry as the list keeps it: without its HTML, whose photos can make it megabytes. */
function toListEntry(entry: JournalEntryView): JournalEntry {
  const { html, ...summary } = entry;
  void html;
  return summary;
}

/**
 * The Journal screen: write an entry (or edit a saved one in the same editor), see its sentiment,
 * and browse, read, export and delete past entries.
 */
export function JournalPage() {
  const { token, isLoggedIn } = useAuth();
  const editor = useRef<JournalEditorHandle>(null);
  const form = useRef<HTMLFormElement>(null);
  const [content, setContent] = useState<EditorContent>(empty);
  const [editing, setEditing] = useState<{ id: string; createdAt: string } | null>(null);
  const [mood, setMood] = useState<number | null>(null);
  const [activities, setActivities] = useState<string[]>([]);
  /** Saves so far: a save may have added a tag the suggestions should now offer. */
  const [saves, setSaves] = useState(0);
  const suggestions = useActivityTags(isLoggedIn ? token : null, saves);
  const [params, setParams] = useSearchParams();
  const reading = isLoggedIn ? params.get(ENTRY_PARAM) : null;
  const entries = useJournalEntries(token);
  const { prepend, replace } = entries;

  const read = useCallback((id: string) => setParams({ [ENTRY_PARAM]: id }), [setParams]);
  const closeReader = useCallback(() => setParams({}, { replace: true }), [setParams]);

  const startEditing = useCallback(
    (entry: JournalEntryView) => {
      closeReader();
      setEditing({ id: entry.id, createdAt: entry.createdAt });
      setMood(entry.mood ?? null);
      setActivities(entry.activities ?? []);
      editor.current?.setHtml(entry.html);
      form.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    },
    [closeReader],
  );

  const edit = useCallback(
    async (id: string) => {
      if (!token) return;
      try {
        startEditing(await getJournalEntry(id, token));
      } catch (err) {
        console.warn('Opening the journal entry for editing failed', err);
        notify.error('Could not open this entry for editing. Please try again.');
      }
    },
    [token, startEditing],
  );

  const stopEditing = useCallback(() => {
    setEditing(null);
    setMood(null);
    setActivities([]);
    editor.current?.clear();
  }, []);

  const onSaved = useCallback(
    (entry: JournalEntryCreated | JournalEntryView, edited: boolean) => {
      if (edited && 'html' in entry) replace(toListEntry(entry));
      else prepend({ ...entry, text: content.text.trim(), updatedAt: entry.createdAt });
      setEditing(null);
      setMood(null);
      setActivities([]);
      setSaves((n) => n + 1);
      editor.current?.clear();
    },
    [prepend, replace, content],
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
          ref={form}
          className="card journal-form"
          aria-busy={loading}
          onSubmit={(event) => {
            event.preventDefault();
            if (isLoggedIn && (loading || blank)) return;
            void submit(content.html, editing?.id, { mood, activities });
          }}
        >
          <h2 className="section-title">
            {editing ? 'Edit your entry' : 'How are you feeling today?'}
          </h2>
          {!isLoggedIn && (
            <FormMessage tone="info">
              Please login to start writing your journal entries
            </FormMessage>
          )}
          {editing && (
            <FormMessage tone="info">
              Editing your entry of {formatDate(editing.createdAt)}. Saving analyses it again.
            </FormMessage>
          )}
          <JournalEditor ref={editor} label="Journal entry" onChange={setContent} />
          <LengthCounter length={content.text.replace(/\n$/, '').length} />
          {isLoggedIn && (
            <div className="journal-mood-fields">
              <MoodPicker value={mood} onChange={setMood} disabled={loading} />
              <ActivityInput
                value={activities}
                onChange={setActivities}
                suggestions={suggestions.tags}
                onFirstFocus={suggestions.load}
                disabled={loading}
              />
            </div>
          )}
          <div className="journal-actions">
            {isLoggedIn ? (
              <>
                <button
                  type="submit"
                  className="btn btn-primary btn-lg"
                  disabled={loading || blank}
                >
                  {loading ? (
                    <>
                      <Spinner size="sm" /> Analyzing your emotions...
                    </>
                  ) : editing ? (
                    'Save Changes'
                  ) : (
                    'Add Journal'
                  )}
                </button>
                {editing && !loading && (
                  <button type="button" className="btn btn-secondary btn-lg" onClick={stopEditing}>
                    Cancel Editing
                  </button>
                )}
              </>
            ) : (
              <button type="submit" className="btn btn-primary btn-lg">
                Login Required
              </button>
            )}
          </div>
          <JournalResult state={state} />
        </form>

        <JournalTips />

        {isLoggedIn && token && (
          <>
            <EntryList token={token} list={entries} onRead={read} onEdit={(id) => void edit(id)} />
            <EntryReader id={reading} token={token} onClose={closeReader} onEdit={startEditing} />
          </>
        )}
      </div>
    </>
  );
}
