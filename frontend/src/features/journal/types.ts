// The journal API's answers, as the contracts define them for the gateway too. The list's
// entries leave out the HTML (`GET /api/journal/:id` has it).
export type {
  JournalEntryCreated,
  JournalEntrySummary as JournalEntry,
  JournalPage,
} from '@sentilog/contracts/web';
