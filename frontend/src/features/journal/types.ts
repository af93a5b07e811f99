// The journal API's answers, as the contracts define them for the gateway too. The list's
// entries leave out the HTML (`GET /api/journal/:id` has it).
export type {
  JournalActivityTags,
  JournalEntryCreated,
  JournalEntryEdited,
  JournalEntryWritten,
  JournalEntrySummary as JournalEntry,
  JournalEntryView,
  JournalPage,
} from '@sentilog/contracts/web';
export { MAX_JOURNAL_TEXT_LENGTH } from '@sentilog/contracts/web';
export {
  DEFAULT_ACTIVITIES,
  isValidActivity,
  JOURNAL_MOODS,
  JournalMoodMessages,
  MAX_ACTIVITIES,
  MAX_ACTIVITY_LENGTH,
  MOOD_LABELS,
  normaliseActivity,
  type JournalMood,
} from '@sentilog/contracts/web';
