import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  AnalysisPatterns,
  AnalyzeTextResponse,
  AuthPatterns,
  DailyNewsSentiment,
  NewsPatterns,
  rpcTimeoutsMs,
} from '@sentilog/contracts';
import { RPC_CLIENT, RpcCaller, RpcClientOptions, serviceError } from '@sentilog/platform';
import { RedisStreamsClient, RpcCallError } from '@sentilog/transport';

/**
 * The journal's client (RpcClientModule.forRoot in the AppModule), with the catalogue's timeouts:
 * the analysis as long as the gateway allows itself, the news figures briefly (they only decorate
 * the Dashboard's chart), a reminder mail as long as a slow SMTP server needs.
 */
export const JOURNAL_RPC_CLIENT: RpcClientOptions = { patternTimeoutsMs: rpcTimeoutsMs() };

/** The journal's calls to other services. */
@Injectable()
export class ServiceCalls {
  private readonly logger = new Logger(ServiceCalls.name);
  private readonly rpc: RpcCaller;

  constructor(@Inject(RPC_CLIENT) client: RedisStreamsClient) {
    this.rpc = new RpcCaller(client);
  }

  /** Sentiment and emotion of the entry's plain text; the analysis service's failure is the caller's. */
  async analyse(text: string): Promise<AnalyzeTextResponse> {
    try {
      // A journal entry is read as a diary: its calibration is the diary domain's.
      return await this.rpc.call(AnalysisPatterns.text, { text, domain: 'diary' });
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
    return this.rpc.call(AuthPatterns.reminderMail, { userId, unsubscribeToken });
  }

  /** The news service's daily sentiment for the UTC days from..to; empty when it cannot answer. */
  async newsDays(from: string, to: string): Promise<DailyNewsSentiment[]> {
    try {
      const days = await this.rpc.call(NewsPatterns.dailySentiment, { from, to });
      return Array.isArray(days) ? days : [];
    } catch (err) {
      this.logger.warn(`News sentiment left out of the statistics: ${String(err)}`);
      return [];
    }
  }
}
