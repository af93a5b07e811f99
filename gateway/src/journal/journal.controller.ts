import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  Query,
  Res,
  StreamableFile,
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
import { JournalExportFile, JournalMessages, JournalPatterns } from '@sentilog/contracts';
import {
  JournalEntryCreated,
  JournalEntryView,
  JournalExportQuery,
  JournalListQuery,
  JournalPage,
  JournalStats,
  JournalStatsQuery,
  JournalTextDto,
} from './dto/journal.dto';
import type { Response } from 'express';
import { AuthenticatedUserRef } from '../auth/token.service';
import { CurrentUser } from '../auth/jwt-auth.guard';
import { RateLimit } from '../common/rate-limit';
import { RpcService } from '../rpc/rpc.service';
import { JournalAuthGuard } from './journal-auth.guard';

const entryId = new ParseUUIDPipe({
  exceptionFactory: () => new BadRequestException(JournalMessages.invalidId),
});
const LOGIN_REQUIRED = {
  status: 401,
  description: JSON.stringify({ error: JournalMessages.loginRequired, statusCode: 401 }),
};
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
  constructor(private readonly rpc: RpcService) {}

  /** The spec's call: `{text}` (editor HTML) → the entry's analysis, `sentiment` among it. */
  @Post()
  @RateLimit('ANALYZE_RATE_LIMIT')
  @ApiCreatedResponse({ type: JournalEntryCreated })
  @ApiResponse({ status: 400, description: JSON.stringify({ error: JournalMessages.blank }) })
  @ApiResponse({ status: 413, description: JSON.stringify({ error: JournalMessages.tooLong }) })
  create(
    @CurrentUser() user: AuthenticatedUserRef,
    @Body() body: JournalTextDto,
  ): Promise<JournalEntryCreated> {
    return this.rpc.call(JournalPatterns.create, { userId: user.userId, text: body.text });
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
    });
  }

  @Get('export')
  @Header('Cache-Control', 'no-store')
  @ApiProduces('application/json', 'application/pdf')
  @ApiOkResponse({ description: 'The whole journal as an attachment' })
  async export(
    @CurrentUser() user: AuthenticatedUserRef,
    @Query() query: JournalExportQuery,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const file = await this.rpc.call<JournalExportFile>(JournalPatterns.export, {
      userId: user.userId,
      format: query.format ?? 'json',
    });
    res.setHeader('Content-Disposition', `attachment; filename="${file.filename}"`);
    return new StreamableFile(Buffer.from(file.base64, 'base64'), { type: file.contentType });
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

  /** New text for the entry; it is analysed again. */
  @Patch(':id')
  @RateLimit('ANALYZE_RATE_LIMIT')
  @ApiOkResponse({ type: JournalEntryView })
  @ApiResponse(NOT_FOUND)
  update(
    @CurrentUser() user: AuthenticatedUserRef,
    @Param('id', entryId) id: string,
    @Body() body: JournalTextDto,
  ): Promise<JournalEntryView> {
    return this.rpc.call(JournalPatterns.update, { userId: user.userId, id, text: body.text });
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
