// `GET /api/journal/stats` and the exports, as the contracts define them for the gateway too.
export {
  JOURNAL_PERIODS as STATS_PERIODS,
  type JournalActivity as Activity,
  type JournalExportFormat as ExportFormat,
  type JournalMoodPoint as MoodPoint,
  type JournalNewsPoint as NewsPoint,
  type JournalPeriod as StatsPeriod,
  type JournalStats,
} from '@sentilog/contracts/web';
export type {
  JournalAssociation as Association,
  JournalCalendar as MoodCalendarData,
  JournalFactorCount as FactorCount,
  JournalInsights,
  JournalMoodInsights as MoodInsights,
  JournalStreaks as Streaks,
} from '@sentilog/contracts/web';
