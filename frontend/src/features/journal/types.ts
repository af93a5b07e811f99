// The journal API's answers, as the contracts define them for the gateway too. The list's
// entries leave out the HTML (`GET /api/journal/:id` has it).
export type {
  JournalEntryCreated,
  JournalEntryEdited,
  JournalEntryWritten,
  JournalEntrySummary as JournalEntry,
  JournalEntryView,
  JournalPage,
} from '@sentilog/contracts/web';
export { MAX_JOURNAL_TEXT_LENGTH } from '@sentilog/contracts/web';
