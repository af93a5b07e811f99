/** What the journal routes answer (`/api/journal*`). */

// The answers themselves are the documented classes of ../answers (types only here).
export type {
  JournalActivity,
  JournalAnalysis,
  JournalEntryCreated,
  JournalEntryEdited,
  JournalEntrySummary,
  JournalEntryView,
  JournalEntryWritten,
  JournalLastAnalysis,
  JournalMoodBasis,
  JournalMoodPoint,
  JournalNewsPoint,
  JournalPage,
  JournalReading,
  JournalStats,
} from '../answers/journal';
