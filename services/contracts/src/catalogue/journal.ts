import type {
  ArticleOpenedRecord,
  CreateJournalEntryRequest,
  JournalActivitiesRequest,
  JournalActivityTags,
  JournalEntryEdited,
  JournalEntryRef,
  JournalEntryView,
  JournalEntryWritten,
  JournalExportPage,
  JournalExportPageRequest,
  JournalInsights,
  JournalInsightsRequest,
  JournalPage,
  JournalStats,
  JournalStatsRequest,
  JournalUserRequest,
  ListJournalRequest,
  NewsReadingMix,
  PushDevicesAnswer,
  PushEndpointRequest,
  PushSubscriptionRequest,
  ReadingMixRequest,
  ReminderSettingsRequest,
  ReminderSettingsView,
  UnsubscribeAnswer,
  UnsubscribeRequest,
  UpdateJournalEntryRequest,
} from '..';
import { JournalPatterns } from '../patterns';
import { TEXT_ANALYSIS_TIMEOUT_MS } from './analysis';
import { EntriesFor, rpc } from './entry';

/**
 * The journal service has the entry analysed before it answers (and waits as long for it), then
 * sanitises, encrypts and stores it.
 */
const ANALYSED_ENTRY_TIMEOUT_MS = TEXT_ANALYSIS_TIMEOUT_MS + 5_000;
/** A page decrypts up to a few MB of entries, and may wait for this replica's turn. */
const EXPORT_PAGE_TIMEOUT_MS = 30_000;

export const JournalCatalogue = {
  [JournalPatterns.create]: rpc<CreateJournalEntryRequest, JournalEntryWritten>(
    ANALYSED_ENTRY_TIMEOUT_MS,
  ),
  [JournalPatterns.list]: rpc<ListJournalRequest, JournalPage>(),
  [JournalPatterns.get]: rpc<JournalEntryRef, JournalEntryView>(),
  [JournalPatterns.update]: rpc<UpdateJournalEntryRequest, JournalEntryEdited>(
    ANALYSED_ENTRY_TIMEOUT_MS,
  ),
  [JournalPatterns.remove]: rpc<JournalEntryRef, { deleted: true }>(),
  [JournalPatterns.stats]: rpc<JournalStatsRequest, JournalStats>(),
  [JournalPatterns.exportPage]: rpc<JournalExportPageRequest, JournalExportPage>(
    EXPORT_PAGE_TIMEOUT_MS,
  ),
  [JournalPatterns.insights]: rpc<JournalInsightsRequest, JournalInsights>(),
  [JournalPatterns.activities]: rpc<JournalActivitiesRequest, JournalActivityTags>(),
  [JournalPatterns.articleOpened]: rpc<ArticleOpenedRecord, { recorded: true }>(),
  [JournalPatterns.readingMix]: rpc<ReadingMixRequest, NewsReadingMix>(),
  [JournalPatterns.reminderSettings]: rpc<JournalUserRequest, ReminderSettingsView>(),
  [JournalPatterns.updateReminderSettings]: rpc<ReminderSettingsRequest, ReminderSettingsView>(),
  [JournalPatterns.addPushSubscription]: rpc<PushSubscriptionRequest, PushDevicesAnswer>(),
  [JournalPatterns.removePushSubscription]: rpc<PushEndpointRequest, PushDevicesAnswer>(),
  [JournalPatterns.unsubscribe]: rpc<UnsubscribeRequest, UnsubscribeAnswer>(),
} satisfies EntriesFor<typeof JournalPatterns>;
