import {
  BadRequestException,
  Controller,
  Get,
  HttpCode,
  HttpException,
  HttpStatus,
  Inject,
  Param,
  Post,
  Query,
  Req,
  Res,
  ServiceUnavailableException,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiExtraModels,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import {
  isUuid,
  JournalPatterns,
  NewsArticle,
  NewsArticleDetail,
  NewsBlindspots,
  NewsFeedStatus,
  NewsListQuery,
  NewsPatterns,
  NewsReadingMix,
  NewsRefreshQueued,
  READING_MIX_DAYS,
  NewsStory,
  NewsStoryDetail,
} from '@sentilog/contracts';
import type { Request, Response } from 'express';
import { CurrentUser, JwtAuthGuard } from '../auth/jwt-auth.guard';
import { AuthenticatedUserRef } from '../auth/token-verifier';
import { RateLimit } from '../common/rate-limit';
import { GATEWAY_CONFIG, GatewayConfig } from '../config';
import { ArticleReads } from '../journal/article-reads';
import { RpcService } from '../rpc/rpc.service';
import { DEFAULT_NEWS_STREAMS_PER_ADDRESS } from './news-config';
import { NewsEvents } from './news-events.service';
import { NewsListCache } from './news-list.cache';
import { StreamSlots } from './stream-slots';

const tooManyStreams = (perAddress: number) =>
  `Too many open news streams from this address (at most ${perAddress}). Close another News tab and try again.`;
/** The replica holds NEWS_STREAM_MAX_TOTAL streams: another replica (or a minute) has room. */
export const STREAMS_FULL =
  'The live news feed is full on this server right now. The news list still works; live updates will be back in a minute.';
const STREAMS_RETRY_AFTER_SECONDS = 60;

@ApiTags('news')
@ApiExtraModels(NewsArticle)
@Controller('news')
export class NewsController {
  /** Open event streams per client address, shared by this replica's requests. */
  private readonly streamSlots: StreamSlots;

  constructor(
    private readonly rpc: RpcService,
    private readonly cache: NewsListCache,
    private readonly events: NewsEvents,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly articleReads: ArticleReads,
  ) {
    this.streamSlots = new StreamSlots(
      config.NEWS_STREAM_MAX_PER_ADDRESS,
      config.NEWS_STREAM_MAX_TOTAL,
    );
  }

  /** The spec's client reads a plain array; the next page's cursor travels in a header. */
  @Get()
  @ApiOkResponse({ type: [NewsArticle], description: 'Newest first; 100 unless limit says' })
  @ApiHeader({
    name: 'X-Next-Cursor',
    description: 'In the response when more articles follow: pass it as `before`',
    required: false,
  })
  @ApiBadRequestResponse({
    schema: {
      example: { error: 'sentiment must be Positive, Neutral, Negative or Mixed', statusCode: 400 },
    },
  })
  async list(@Query() query: NewsListQuery, @Req() req: Request, @Res() res: Response) {
    const page = await this.cache.getOrLoad(query, () => this.rpc.call(NewsPatterns.list, query));
    if (page.nextCursor) res.setHeader('X-Next-Cursor', page.nextCursor);
    res.setHeader('Access-Control-Expose-Headers', 'X-Next-Cursor');
    // The page's own bytes and ETag, as kept: nothing is serialised or hashed per request, and a
    // client holding this version gets 304.
    res.setHeader('ETag', page.etag);
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.type('application/json').send(page.body);
  }

  /**
   * Server-Sent Events: `data: {"count":N}` after each ingestion run, and a heartbeat comment
   * every NEWS_STREAM_HEARTBEAT_SECONDS (25 s).
   * Registered before `:id` so that "stream" is not taken for an id.
   */
  @Get('stream')
  @SkipThrottle()
  @ApiProduces('text/event-stream')
  @ApiOkResponse({ description: 'An event stream: `data: {"count":3}` after each ingestion run' })
  @ApiTooManyRequestsResponse({
    description: `More than NEWS_STREAM_MAX_PER_ADDRESS (${DEFAULT_NEWS_STREAMS_PER_ADDRESS}) open streams from this address`,
  })
  @ApiServiceUnavailableResponse({
    description: `NEWS_STREAM_MAX_TOTAL streams open on this replica: {"error":"${STREAMS_FULL}"}, Retry-After: ${STREAMS_RETRY_AFTER_SECONDS}`,
  })
  async stream(@Req() req: Request, @Res() res: Response): Promise<void> {
    const release = this.streamSlots.take(req.ip ?? req.socket.remoteAddress ?? 'unknown');
    if (release === 'per-address') {
      const message = tooManyStreams(this.config.NEWS_STREAM_MAX_PER_ADDRESS);
      throw new HttpException(message, HttpStatus.TOO_MANY_REQUESTS);
    }
    if (release === 'total') {
      res.setHeader('Retry-After', String(STREAMS_RETRY_AFTER_SECONDS));
      throw new ServiceUnavailableException(STREAMS_FULL);
    }
    res.status(200);
    res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    // no-transform and X-Accel-Buffering keep compression and proxies from holding events back.
    res.setHeader('Cache-Control', 'no-cache, no-transform');
    res.setHeader('Connection', 'keep-alive');
    res.setHeader('X-Accel-Buffering', 'no');
    res.flushHeaders();
    const write = (chunk: string) => {
      res.write(chunk);
      (res as Response & { flush?: () => void }).flush?.();
    };
    const unsubscribe = this.events.subscribe((message) =>
      write(`data: ${JSON.stringify(message)}\n\n`),
    );
    const heartbeat = setInterval(
      () => write(': heartbeat\n\n'),
      this.config.NEWS_STREAM_HEARTBEAT_SECONDS * 1000,
    );
    // Registered before anything is awaited: a client gone while the subscription is still being
    // set up must leave no listener, timer or slot behind.
    let closed = false;
    res.on('close', () => {
      closed = true;
      clearInterval(heartbeat);
      unsubscribe();
      release();
    });
    await this.events.ready();
    if (!closed) write('retry: 10000\n: connected\n\n');
  }

  /** Registered before `:id`, like the stream. Not cached: one row and one index probe. */
  @Get('status')
  @ApiOkResponse({ type: NewsFeedStatus })
  status(): Promise<NewsFeedStatus> {
    return this.rpc.call(NewsPatterns.status, {});
  }

  /** Registered before `:id`. Stories of at least two articles, the most recently reported first. */
  @Get('stories')
  @ApiOkResponse({ type: [NewsStory], description: 'At most 50, the most recently reported first' })
  stories(): Promise<NewsStory[]> {
    return this.rpc.call(NewsPatterns.stories, {});
  }

  /** Registered before `:id`. The stories of `stories` one side barely covers, and what was checked. */
  @Get('blindspots')
  @ApiOkResponse({ type: NewsBlindspots })
  blindspots(): Promise<NewsBlindspots> {
    return this.rpc.call(NewsPatterns.blindspots, {});
  }

  /**
   * Registered before `:id`. "My news bias": the ratings of the outlets whose articles the
   * signed-in reader opened. The journal service keeps the reads (private to the user, deleted
   * with the account) and computes it; the gateway only asks for the signed-in user's.
   */
  @Get('my-bias')
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiOkResponse({
    type: NewsReadingMix,
    description: `The outlets of the articles opened while signed in over the last ${READING_MIX_DAYS} days, by their rating`,
  })
  @ApiUnauthorizedResponse({ description: 'No valid token' })
  myBias(@CurrentUser() user: AuthenticatedUserRef): Promise<NewsReadingMix> {
    return this.rpc.call(JournalPatterns.readingMix, { userId: user.userId });
  }

  @Get('stories/:id')
  @ApiOkResponse({ type: NewsStoryDetail })
  @ApiBadRequestResponse({ schema: { example: { error: 'Invalid story id', statusCode: 400 } } })
  @ApiNotFoundResponse({ schema: { example: { error: 'Story not found', statusCode: 404 } } })
  story(@Param('id') id: string): Promise<NewsStoryDetail> {
    if (!isUuid(id)) throw new BadRequestException('Invalid story id');
    return this.rpc.call(NewsPatterns.story, { id });
  }

  @Post('refresh')
  @HttpCode(202)
  @RateLimit('NEWS_REFRESH_RATE_LIMIT')
  @ApiOkResponse({ schema: { example: { message: 'News refresh queued', jobId: 'refresh' } } })
  @ApiTooManyRequestsResponse({ description: 'Too many refresh requests from this address' })
  refresh(): Promise<NewsRefreshQueued> {
    return this.rpc.call(NewsPatterns.refresh, {});
  }

  @Get(':id')
  @ApiOkResponse({ type: NewsArticleDetail })
  @ApiBadRequestResponse({ schema: { example: { error: 'Invalid article id', statusCode: 400 } } })
  @ApiNotFoundResponse({ schema: { example: { error: 'Article not found', statusCode: 404 } } })
  async detail(@Param('id') id: string, @Req() req: Request): Promise<NewsArticleDetail> {
    if (!isUuid(id)) throw new BadRequestException('Invalid article id');
    const article = await this.rpc.call(NewsPatterns.detail, { id });
    // A signed-in reader's open feeds their journal's mood insights; never awaited, never fails.
    void this.articleReads.record(req, article);
    return article;
  }
}
