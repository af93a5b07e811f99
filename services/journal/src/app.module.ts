import { DynamicModule, Module } from '@nestjs/common';
import {
  ConfigModule,
  loggerParams,
  RpcClientModule,
  ServiceDatabaseModule,
} from '@sentilog/platform';
import { LoggerModule } from 'nestjs-pino';
import { JOURNAL_CONFIG, JournalConfig, journalConfigFrom } from './config';
import { EntryReader } from './entry-reader';
import { JournalEntry } from './journal-entry.entity';
import { JournalExportService } from './journal-export.service';
import { JournalInsightsService } from './journal-insights.service';
import { JournalKeyCheck } from './journal-key-check';
import { JournalStatsService } from './journal-stats.service';
import { JournalController } from './journal.controller';
import { JournalRepository } from './journal.repository';
import { JournalService } from './journal.service';
import { ReadingMixService } from './reading-mix.service';
import { CreateEntries1764400000000 } from './migrations/1764400000000-create-entries';
import { MoodAndArticleReads1765000000000 } from './migrations/1765000000000-mood-and-article-reads';
import { ArticleReadOutlets1765300000000 } from './migrations/1765300000000-article-read-outlets';
import { EntryDaysAndReminders1766000000000 } from './migrations/1766000000000-entry-days-and-reminders';
import { EntryReadingFigures1766500000000 } from './migrations/1766500000000-entry-reading-figures';
import { PushSender } from './push-sender';
import { ReminderSweep } from './reminder-sweep';
import { RemindersController } from './reminders.controller';
import { RemindersService, UNSUBSCRIBE_TOKENS } from './reminders.service';
import { JOURNAL_RPC_CLIENT, ServiceCalls } from './service-calls';
import { UnsubscribeTokens } from './unsubscribe-token';

export const JOURNAL_SCHEMA = 'journal';

@Module({})
export class AppModule {
  /** How the service reads its configuration; bootstrapService parses it before building this. */
  static readonly configFrom = journalConfigFrom;

  /** The journal service for a configuration, which its providers inject as JOURNAL_CONFIG. */
  static forRoot(config: JournalConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(JOURNAL_CONFIG, config),
        LoggerModule.forRoot(loggerParams('journal', config.LOG_LEVEL)),
        ServiceDatabaseModule.forService({
          url: config.DATABASE_URL,
          schema: JOURNAL_SCHEMA,
          entities: [JournalEntry],
          migrations: [
            CreateEntries1764400000000,
            MoodAndArticleReads1765000000000,
            ArticleReadOutlets1765300000000,
            EntryDaysAndReminders1766000000000,
            EntryReadingFigures1766500000000,
          ],
        }),
        RpcClientModule.forRoot(config, JOURNAL_RPC_CLIENT),
      ],
      controllers: [JournalController, RemindersController],
      providers: [
        JournalService,
        JournalRepository,
        JournalStatsService,
        JournalExportService,
        JournalInsightsService,
        ReadingMixService,
        EntryReader,
        ServiceCalls,
        JournalKeyCheck,
        RemindersService,
        ReminderSweep,
        PushSender,
        { provide: UNSUBSCRIBE_TOKENS, useValue: new UnsubscribeTokens(config.journalKeys) },
      ],
    };
  }
}
