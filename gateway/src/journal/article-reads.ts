import { Injectable, Logger } from '@nestjs/common';
import { JournalPatterns, type NewsBias } from '@sentilog/contracts';
import type { Request } from 'express';
import { extractToken } from '../auth/jwt-auth.guard';
import { TokenVerifier } from '../auth/token-verifier';
import { RpcService } from '../rpc/rpc.service';

/** What of an opened article the journal keeps: which one, its topic, and its outlet as shown. */
export interface OpenedArticle {
  id: string;
  category?: string | null;
  source?: string | null;
  outlet?: { name: string; rating: NewsBias } | null;
  sample?: boolean;
}

/**
 * Tells the journal service that a signed-in reader opened a news article (the topics of their
 * mood insights, and the outlets of "my news bias", as the article's answer carried them). It never holds up or fails the article: it runs after the answer is in hand, is
 * not awaited, and a missing, expired or revoked token, or a journal service that is down, only
 * means the open is not recorded. Readers without a token are not recorded at all.
 */
@Injectable()
export class ArticleReads {
  private readonly logger = new Logger(ArticleReads.name);

  constructor(
    private readonly tokens: TokenVerifier,
    private readonly rpc: RpcService,
  ) {}

  /** Starts the recording and returns at once; the promise is for tests and never rejects. */
  record(req: Request, article: OpenedArticle, openedAt = new Date()): Promise<void> {
    const token = extractToken(req);
    if (!token) return Promise.resolve();
    return this.tokens
      .authenticate(token)
      .then(({ userId }) =>
        this.rpc.call(JournalPatterns.articleOpened, {
          userId,
          articleId: article.id,
          category: (article.category ?? '').slice(0, 64),
          openedAt: openedAt.toISOString(),
          // The outlet as the answer named and rated it (the outlet table's name when rated).
          outlet: (article.outlet?.name ?? article.source ?? '').slice(0, 100) || undefined,
          outletRating: article.outlet?.rating ?? null,
          sample: article.sample === true,
        }),
      )
      .then(
        () => undefined,
        (err: unknown) => this.logger.debug(`Article open not recorded: ${String(err)}`),
      );
  }
}
