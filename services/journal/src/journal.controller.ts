import { Controller, Logger } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import {
  ArticleOpenedRecord,
  CreateJournalEntryRequest,
  Events,
  isUuid,
  JournalEntryEdited,
  JournalEntryRef,
  JournalEntryView,
  JournalEntryWritten,
  JournalExportPage,
  JournalExportPageRequest,
  JournalActivitiesRequest,
  JournalActivityTags,
  JournalInsights,
  JournalInsightsRequest,
  JournalPage,
  JournalPatterns,
  JournalStats,
  JournalStatsRequest,
  ListJournalRequest,
  NewsReadingMix,
  ReadingMixRequest,
  UpdateJournalEntryRequest,
  UserDeletedEvent,
} from '@sentilog/contracts';
import { TypedMessagePattern } from '@sentilog/platform';
import { JournalExportService } from './journal-export.service';
import { JournalInsightsService } from './journal-insights.service';
import { JournalStatsService } from './journal-stats.service';
import { JournalService } from './journal.service';
import { ReadingMixService } from './reading-mix.service';

@Controller()
export class JournalController {
  private readonly logger = new Logger(JournalController.name);

  constructor(
    private readonly journal: JournalService,
    private readonly statistics: JournalStatsService,
    private readonly exports: JournalExportService,
    private readonly insightsOf: JournalInsightsService,
    private readonly readingMixes: ReadingMixService,
  ) {}

  @TypedMessagePattern(JournalPatterns.create)
  create(@Payload() request: CreateJournalEntryRequest): Promise<JournalEntryWritten> {
    return this.journal.create(request);
  }

  @TypedMessagePattern(JournalPatterns.list)
  list(@Payload() request: ListJournalRequest): Promise<JournalPage> {
    return this.journal.list(request);
  }

  @TypedMessagePattern(JournalPatterns.get)
  get(@Payload() ref: JournalEntryRef): Promise<JournalEntryView> {
    return this.journal.get(ref);
  }

  @TypedMessagePattern(JournalPatterns.update)
  update(@Payload() request: UpdateJournalEntryRequest): Promise<JournalEntryEdited> {
    return this.journal.update(request);
  }

  @TypedMessagePattern(JournalPatterns.remove)
  async remove(@Payload() ref: JournalEntryRef): Promise<{ deleted: true }> {
    await this.journal.remove(ref);
    return { deleted: true };
  }

  @TypedMessagePattern(JournalPatterns.stats)
  stats(@Payload() request: JournalStatsRequest): Promise<JournalStats> {
    return this.statistics.stats(request);
  }

  @TypedMessagePattern(JournalPatterns.exportPage)
  exportPage(@Payload() request: JournalExportPageRequest): Promise<JournalExportPage> {
    return this.exports.page(request);
  }

  @TypedMessagePattern(JournalPatterns.insights)
  insights(@Payload() request: JournalInsightsRequest): Promise<JournalInsights> {
    return this.insightsOf.insights(request);
  }

  @TypedMessagePattern(JournalPatterns.activities)
  activities(@Payload() request: JournalActivitiesRequest): Promise<JournalActivityTags> {
    return this.insightsOf.activityTags(request);
  }

  @TypedMessagePattern(JournalPatterns.articleOpened)
  articleOpened(@Payload() record: ArticleOpenedRecord): Promise<{ recorded: true }> {
    return this.insightsOf.articleOpened(record);
  }

  @TypedMessagePattern(JournalPatterns.readingMix)
  readingMix(@Payload() request: ReadingMixRequest): Promise<NewsReadingMix> {
    return this.readingMixes.readingMix(request);
  }

  /** The account is gone: so is everything its owner wrote. */
  @EventPattern(Events.userDeleted)
  async userDeleted(@Payload() event: UserDeletedEvent): Promise<void> {
    // Anything else could never match a row, and a query error would leave the event pending
    // for ever (it is retried until handled).
    if (typeof event?.userId !== 'string' || !isUuid(event.userId)) {
      this.logger.warn(`Ignored ${Events.userDeleted} without a valid userId`);
      return;
    }
    const deleted = await this.journal.removeAllOf(event.userId);
    this.logger.log(`Deleted ${deleted} journal entries of deleted user ${event.userId}`);
  }
}
