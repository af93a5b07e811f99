import './journal.css';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FormMessage } from '../../../components/ui/FormMessage';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Spinner } from '../../../components/ui/Spinner';
import { useAuth } from '../../../lib/auth';
import { browserTimeZone, earliestEntryDay, formatDay, today } from '../../../lib/days';
import { notify } from '../../../lib/notify';
import { getJournalEntry } from '../api/journal-api';
import { useActivityTags } from '../hooks/use-activity-tags';
import { useJournalEntries } from '../hooks/use-journal-entries';
import { useJournalSubmit } from '../hooks/use-journal-submit';
import type { JournalEntry, JournalEntryCreated, JournalEntryView } from '../types';
import { hasWords, keepDraft, takeDraft } from '../utils/draft';
import { ActivityInput } from './ActivityInput';
import { EntryDayPicker } from './EntryDayPicker';
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
 * The Journal screen: log a mood in two taps (a mood, then Save Mood), write about a day (today,
 * or one up to a year back), edit a saved entry in the same editor, and browse, read, export and
 * delete past entries. What a signed-out visitor wrote is kept while they sign in, and given back.
 */
export function JournalPage() {
  const { token, isLoggedIn } = useAuth();
  const editor = useRef<JournalEditorHandle>(null);
  const form = useRef<HTMLFormElement>(null);
  const [content, setContent] = useState<EditorContent>(empty);
  const [editing, setEditing] = useState<{ id: string; date: string } | null>(null);
  const [mood, setMood] = useState<number | null>(null);
  const [activities, setActivities] = useState<string[]>([]);
  const [day, setDay] = useState(() => today());
  /** The draft kept across the sign-in was put back. */
  const [restored, setRestored] = useState(false);
  /** Saves so far: a save may have added a tag the suggestions should now offer. */
  const [saves, setSaves] = useState(0);
  const suggestions = useActivityTags(isLoggedIn ? token : null, saves);
  const [params, setParams] = useSearchParams();
  const reading = isLoggedIn ? params.get(ENTRY_PARAM) : null;
  const entries = useJournalEntries(token);
  const { place } = entries;

  // Signed out, what is typed is kept for the sign-in; signed in, it comes back once.
  useEffect(() => {
    if (!isLoggedIn) keepDraft({ html: content.html, mood, activities, date: day });
  }, [isLoggedIn, content.html, mood, activities, day]);
  useEffect(() => {
    if (!isLoggedIn) return;
    const draft = takeDraft();
    if (!draft) return;
    if (hasWords(draft.html)) editor.current?.setHtml(draft.html);
    setMood(draft.mood);
    setActivities(draft.activities);
    if (draft.date && draft.date <= today() && draft.date >= earliestEntryDay()) setDay(draft.date);
    setRestored(true);
  }, [isLoggedIn]);

  const read = useCallback((id: string) => setParams({ [ENTRY_PARAM]: id }), [setParams]);
  const closeReader = useCallback(() => setParams({}, { replace: true }), [setParams]);

  const reset = useCallback(() => {
    setEditing(null);
    setMood(null);
    setActivities([]);
    setDay(today());
    setRestored(false);
    editor.current?.clear();
  }, []);

  const startEditing = useCallback(
    (entry: JournalEntryView) => {
      closeReader();
      setEditing({ id: entry.id, date: entry.date });
      setMood(entry.mood ?? null);
      setActivities(entry.activities ?? []);
      setDay(entry.date);
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

  const onSaved = useCallback(
    (entry: JournalEntryCreated | JournalEntryView, edited: boolean) => {
      if (edited && 'html' in entry) place(toListEntry(entry));
      else place({ ...entry, text: content.text.trim(), updatedAt: entry.createdAt });
      setSaves((n) => n + 1);
      reset();
    },
    [place, content, reset],
  );
  const { state, submit } = useJournalSubmit(onSaved);
  const loading = state.status === 'loading';
  const hasText = content.text.trim() !== '';
  const nothing = !hasText && mood === null;
  const submitLabel = editing ? 'Save Changes' : hasText ? 'Add Journal' : 'Save Mood';

  return (
    <>
      <PageHeader
        eyebrow="Mood journal"
        title="Journal"
        lead="Pick a mood in one tap, add a few words if you like. SentiLog reads the sentiment and emotion of what you write."
      />
      <div className="container journal-page">
        <form
          ref={form}
          className="card journal-form"
          aria-busy={loading}
          onSubmit={(event) => {
            event.preventDefault();
            if (isLoggedIn && (loading || nothing)) return;
            void submit(content.html, editing?.id, {
              mood,
              activities,
              date: day,
              timeZone: browserTimeZone(),
            });
          }}
        >
          <h2 className="section-title">{editing ? 'Edit your entry' : 'Log your day'}</h2>
          {!isLoggedIn && (
            <FormMessage tone="info">
              Please login to start writing your journal entries
            </FormMessage>
          )}
          {restored && !editing && (
            <FormMessage tone="info">
              What you wrote before signing in is here: save it when you are ready.
            </FormMessage>
          )}
          {editing && (
            <FormMessage tone="info">
              Editing your entry of {formatDay(editing.date)}. Saving reads its words again.
            </FormMessage>
          )}
          <EntryDayPicker value={day} onChange={setDay} disabled={loading} />
          <MoodPicker value={mood} onChange={setMood} disabled={loading} />
          <div>
            <p className="journal-words-label" id="journal-words-label">
              A few words <span className="muted">(optional with a mood)</span>
            </p>
            <JournalEditor ref={editor} label="Journal entry" onChange={setContent} />
            <LengthCounter length={content.text.replace(/\n$/, '').length} />
          </div>
          <ActivityInput
            key={saves}
            value={activities}
            onChange={setActivities}
            suggestions={suggestions.tags}
            onFirstFocus={suggestions.load}
            disabled={loading}
          />
          <div className="journal-actions">
            {isLoggedIn ? (
              <>
                <button
                  type="submit"
                  className="btn btn-primary btn-lg"
                  disabled={loading || nothing}
                >
                  {loading ? (
                    <>
                      <Spinner size="sm" />{' '}
                      {hasText ? 'Analyzing your emotions...' : 'Saving your mood...'}
                    </>
                  ) : (
                    submitLabel
                  )}
                </button>
                {editing && !loading && (
                  <button type="button" className="btn btn-secondary btn-lg" onClick={reset}>
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
