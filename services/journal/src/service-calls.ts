import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  AnalysisPatterns,
  AnalyzeTextResponse,
  AuthPatterns,
  NewsPatterns,
} from '@sentilog/contracts';
import { RPC_CLIENT, RpcClientOptions, serviceError } from '@sentilog/platform';
import { RedisStreamsClient, RpcCallError } from '@sentilog/transport';
import { lastValueFrom } from 'rxjs';

/** A 50,000-character entry is read sentence by sentence; as long as the gateway allows itself. */
export const ANALYSIS_TIMEOUT_MS = 30_000;
/**
 * The news figures only decorate the Dashboard's chart: a slow or absent news service must not
 * hold the statistics up, so they wait briefly and go without.
 */
export const NEWS_TIMEOUT_MS = 1_500;
/** A reminder mail waits for the SMTP server, which may be slow; the sweep has the time. */
export const REMINDER_MAIL_TIMEOUT_MS = 30_000;

/** The journal's client: its calls' own limits (RpcClientModule.forRoot in the AppModule). */
export const JOURNAL_RPC_CLIENT: RpcClientOptions = {
  patternTimeoutsMs: {
    [AnalysisPatterns.text]: ANALYSIS_TIMEOUT_MS,
    [NewsPatterns.dailySentiment]: NEWS_TIMEOUT_MS,
    [AuthPatterns.reminderMail]: REMINDER_MAIL_TIMEOUT_MS,
  },
};

/** One day of the news service's average article sentiment, and whether it holds samples. */
export interface NewsDay {
  date: string;
  newsSentiment: number;
  articles: number;
  sample: boolean;
}

/** The journal's calls to other services. */
@Injectable()
export class ServiceCalls {
  private readonly logger = new Logger(ServiceCalls.name);

  constructor(@Inject(RPC_CLIENT) private readonly client: RedisStreamsClient) {}

  /** Sentiment and emotion of the entry's plain text; the analysis service's failure is the caller's. */
  async analyse(text: string): Promise<AnalyzeTextResponse> {
    try {
      return await lastValueFrom(
        // A journal entry is read as a diary: its calibration is the diary domain's.
        this.client.send<AnalyzeTextResponse>(AnalysisPatterns.text, { text, domain: 'diary' }),
      );
    } catch (err) {
      // Passed on with its status (503 "analysis service unavailable"), not as a bare 500.
      if (err instanceof RpcCallError) throw serviceError(err.statusCode, err.message);
      throw err;
    }
  }

  /**
   * Has the auth service, which owns the accounts' addresses and the mail, send the daily
   * reminder; `sent` is false when the address is not confirmed or no mail server is set.
   */
  async reminderMail(userId: string, unsubscribeToken: string): Promise<{ sent: boolean }> {
    return lastValueFrom(
      this.client.send<{ sent: boolean }>(AuthPatterns.reminderMail, { userId, unsubscribeToken }),
    );
  }

  /** The news service's daily sentiment for the UTC days from..to; empty when it cannot answer. */
  async newsDays(from: string, to: string): Promise<NewsDay[]> {
    try {
      const days = await lastValueFrom(
        this.client.send<NewsDay[]>(NewsPatterns.dailySentiment, { from, to }),
      );
      return Array.isArray(days) ? days : [];
    } catch (err) {
      this.logger.warn(`News sentiment left out of the statistics: ${String(err)}`);
      return [];
    }
  }
}
