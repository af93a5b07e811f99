/** The journal routes' vocabulary: periods, export formats and the longest entry. */

export const JOURNAL_PERIODS = ['week', 'month', 'year'] as const;
export type JournalPeriod = (typeof JOURNAL_PERIODS)[number];
export const JOURNAL_EXPORT_FORMATS = ['json', 'pdf'] as const;
/**
 * Longest entry, counted in characters of plain text (the HTML's tags and images do not count);
 * the editor shows a counter as an entry nears it.
 */
export const MAX_JOURNAL_TEXT_LENGTH = 50_000;
export type JournalExportFormat = (typeof JOURNAL_EXPORT_FORMATS)[number];
