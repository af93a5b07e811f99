import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  Query,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiProduces,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  JournalActivityTags,
  JournalEntryEdited,
  JournalEntryView,
  JournalEntryWritten,
  JournalExportQuery,
  JournalInsights,
  JournalListQuery,
  JournalMessages,
  JournalPage,
  JournalPatterns,
  JournalStats,
  JournalStatsQuery,
  JournalEntryDto,
  JournalTodayQuery,
} from '@sentilog/contracts';
import type { Response } from 'express';
import { AuthenticatedUserRef } from '../auth/token-verifier';
import { CurrentUser } from '../auth/jwt-auth.guard';
import { idempotentId } from '../common/idempotency/idempotency-key';
import { Idempotent, IdempotentHttpRequest } from '../common/idempotency/idempotency.interceptor';
import { RateLimit } from '../common/rate-limit';
import { RpcService } from '../rpc/rpc.service';
import {
  EXPORT_RUNNING,
  EXPORTS_BUSY,
  JournalExportService,
} from './export/journal-export.service';
import { JournalAuthGuard } from './journal-auth.guard';

const entryId = new ParseUUIDPipe({
  exceptionFactory: () => new BadRequestException(JournalMessages.invalidId),
});
const LOGIN_REQUIRED = {
  status: 401,
  description: JSON.stringify({ error: JournalMessages.loginRequired, statusCode: 401 }),
};
/**
 * The entry's fields as the editor sent them; absent ones stay absent on the wire (JSON drops
 * undefined), so an edit without them keeps the stored ones.
 */
const entryOf = ({ text, mood, activities, date, timeZone }: JournalEntryDto) => ({
  text,
  mood,
  activities,
  date,
  timeZone,
});
const NOT_FOUND = { status: 404, description: 'No such entry of this user (another user’s too)' };

/**
 * The signed-in user's mood journal. Every route needs a token (Bearer, `token` header or body
 * field) and only ever reaches that user's entries.
 */
@ApiTags('journal')
@ApiBearerAuth()
@ApiResponse(LOGIN_REQUIRED)
@UseGuards(JournalAuthGuard)
@Controller('journal')
export class JournalController {
  constructor(
    private readonly rpc: RpcService,
    private readonly exports: JournalExportService,
  ) {}

  /**
   * The spec's call: `{text}` (editor HTML) → the entry's analysis, `sentiment` among it; or a
   * mood alone, `{mood, activities?}`, which is stored without analysis. `date` backdates it.
   */
  @Post()
  @RateLimit('ANALYZE_RATE_LIMIT')
  @Idempotent()
  @ApiCreatedResponse({ type: JournalEntryWritten })
  @ApiResponse({ status: 400, description: JSON.stringify({ error: JournalMessages.blank }) })
  @ApiResponse({ status: 413, description: JSON.stringify({ error: JournalMessages.tooLong }) })
  create(
    @CurrentUser() user: AuthenticatedUserRef,
    @Body() body: JournalEntryDto,
    @Req() req: IdempotentHttpRequest,
  ): Promise<JournalEntryWritten> {
    return this.rpc.call(JournalPatterns.create, {
      ...entryOf(body),
      userId: user.userId,
      // With an Idempotency-Key the entry's id is made from it, so a retry whose first attempt
      // was stored but never answered finds that entry instead of writing a second.
      entryId: req.idempotency ? idempotentId(req.idempotency) : undefined,
    });
  }

  @Get()
  @ApiOkResponse({ type: JournalPage })
  list(
    @CurrentUser() user: AuthenticatedUserRef,
    @Query() query: JournalListQuery,
  ): Promise<JournalPage> {
    return this.rpc.call(JournalPatterns.list, { ...query, userId: user.userId });
  }

  @Get('stats')
  @ApiOkResponse({ type: JournalStats })
  stats(
    @CurrentUser() user: AuthenticatedUserRef,
    @Query() query: JournalStatsQuery,
  ): Promise<JournalStats> {
    return this.rpc.call(JournalPatterns.stats, {
      userId: user.userId,
      period: query.period ?? 'week',
      timeZone: query.timeZone,
    });
  }

  /**
   * The Dashboard's calendar (26 weeks ending on the writer's today), entry streaks, and what
   * goes with the writer's good and bad days: activities and news topics ranked by the mood of
   * the days with them against the days without, or why there are too few days to say.
   */
  @Get('insights')
  @ApiOkResponse({ type: JournalInsights })
  insights(
    @CurrentUser() user: AuthenticatedUserRef,
    @Query() query: JournalTodayQuery,
  ): Promise<JournalInsights> {
    return this.rpc.call(JournalPatterns.insights, {
      userId: user.userId,
      timeZone: query.timeZone,
    });
  }

  /** The tags the editor offers: the writer's own, most used first, then the defaults. */
  @Get('activities')
  @ApiOkResponse({ type: JournalActivityTags })
  activities(@CurrentUser() user: AuthenticatedUserRef): Promise<JournalActivityTags> {
    return this.rpc.call(JournalPatterns.activities, { userId: user.userId });
  }

  /**
   * The whole journal as an attachment, streamed: `json` is a zip of `entries.json` and the
   * entries' photos under `images/`, `pdf` a PDF to read.
   */
  @Get('export')
  @RateLimit('JOURNAL_EXPORT_RATE_LIMIT')
  @ApiProduces('application/zip', 'application/pdf')
  @ApiOkResponse({
    description:
      'format=json: a zip of entries.json ({exportedAt, count, entries}, each entry as GET /api/journal/:id shows it, its photos replaced by their paths) and images/<entry>/<hash>.<ext>; format=pdf: a PDF',
  })
  @ApiResponse({ status: 429, description: JSON.stringify({ error: EXPORT_RUNNING }) })
  @ApiResponse({ status: 503, description: JSON.stringify({ error: EXPORTS_BUSY }) })
  async export(
    @CurrentUser() user: AuthenticatedUserRef,
    @Query() query: JournalExportQuery,
    @Res() res: Response,
  ): Promise<void> {
    await this.exports.stream(user.userId, query.format ?? 'json', res);
  }

  @Get(':id')
  @ApiOkResponse({ type: JournalEntryView })
  @ApiResponse(NOT_FOUND)
  get(
    @CurrentUser() user: AuthenticatedUserRef,
    @Param('id', entryId) id: string,
  ): Promise<JournalEntryView> {
    return this.rpc.call(JournalPatterns.get, { userId: user.userId, id });
  }

  /**
   * Changes what the body carries: new words (analysed again), the mood, the tags, the day the
   * entry is about; the rest stays.
   */
  @Patch(':id')
  @RateLimit('ANALYZE_RATE_LIMIT')
  @ApiOkResponse({ type: JournalEntryEdited })
  @ApiResponse(NOT_FOUND)
  update(
    @CurrentUser() user: AuthenticatedUserRef,
    @Param('id', entryId) id: string,
    @Body() body: JournalEntryDto,
  ): Promise<JournalEntryEdited> {
    return this.rpc.call(JournalPatterns.update, { ...entryOf(body), userId: user.userId, id });
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiResponse(NOT_FOUND)
  async remove(
    @CurrentUser() user: AuthenticatedUserRef,
    @Param('id', entryId) id: string,
  ): Promise<void> {
    await this.rpc.call(JournalPatterns.remove, { userId: user.userId, id });
  }
}
