/** The analysis the journal stores with an entry. */
export interface JournalAnalysis {
  /** POSITIVE, NEUTRAL or NEGATIVE; anything else is shown grey. */
  sentiment: string;
  score: number;
  /** Probability of the label, 0 to 1. */
  confidence: number;
  emotion: string;
  emotions: Record<string, number>;
}

/** `POST /api/journal`'s answer. */
export interface JournalEntryCreated extends JournalAnalysis {
  id: string;
  createdAt: string;
}

/** One entry of `GET /api/journal` (the list leaves out the HTML; `GET /api/journal/:id` has it). */
export interface JournalEntry extends JournalEntryCreated {
  /** The plain text the analysis read. */
  text: string;
  updatedAt: string;
}

/** A page of entries, newest first; `nextCursor` fetches the older ones (null on the last page). */
export interface JournalPage {
  entries: JournalEntry[];
  nextCursor: string | null;
}
