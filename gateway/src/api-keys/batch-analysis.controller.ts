import {
  BadRequestException,
  Body,
  Controller,
  HttpCode,
  HttpException,
  Inject,
  PayloadTooLargeException,
  Post,
  Res,
  UseGuards,
} from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  AnalysisPatterns,
  AnalyzeBatchDto,
  AnalyzeBatchResponse,
  ApiKeyMessages,
  BatchTextResult,
  callTooLargeMessage,
  MAX_TEXT_LENGTH,
  tooManyBatchCallsMessage,
  VerifiedApiKey,
} from '@sentilog/contracts';
import type { Response } from 'express';
import { GATEWAY_CONFIG, GatewayConfig } from '../config';
import { RpcService } from '../rpc/rpc.service';
import { ApiKeyGuard, CurrentApiKey } from './api-key.guard';
import { ApiKeyQuota, QuotaExceeded, QuotaStanding, setQuotaHeaders } from './api-key-quota';
import { BatchSlots } from './batch-slots';
import { QUOTA_HEADERS } from './quota-headers.docs';

/** The security scheme of the OpenAPI document for API keys (app.factory declares it). */
export const API_KEY_SECURITY = 'api-key';
/**
 * A part of a batch, as one call to the batch lane of the analysis service: at most this many
 * texts and characters (at least one text). Parts are the unit of cancelling and of charging.
 */
const PART_TEXTS = 25;
const PART_CHARACTERS = 100_000;
/**
 * Parts of one call asked at once: two keeps a replica busy while the other part's answer comes
 * back, and leaves the rest unsent, so that a caller who goes away takes at most two parts of work
 * with them.
 */
const PARTS_IN_FLIGHT = 2;

/** A call whose caller went away before it was answered (nginx's 499). */
const CLIENT_CLOSED_REQUEST = 499;

interface Part {
  texts: string[];
  characters: number;
}

/** What the parts came to: the results in order, the characters sent, the first failure. */
interface Analysed {
  results: BatchTextResult[];
  sentCharacters: number;
  failure?: unknown;
}

/**
 * The API for organisations: analysis with an API key, charged in characters against the key's
 * daily quota, at most API_BATCH_MAX_CHARACTERS a call and API_BATCH_CONCURRENT_CALLS calls at
 * once per key and per account. Every answer carries the quota headers.
 */
@ApiTags('api-v1')
@ApiBearerAuth(API_KEY_SECURITY)
@ApiResponse({ status: 401, description: `{"error":"${ApiKeyMessages.invalidKey}"}` })
@UseGuards(ApiKeyGuard)
@Controller('v1/analyze')
export class BatchAnalysisController {
  constructor(
    private readonly rpc: RpcService,
    private readonly quota: ApiKeyQuota,
    private readonly slots: BatchSlots,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Post('batch')
  @HttpCode(200)
  @ApiOkResponse({
    type: AnalyzeBatchResponse,
    description: 'One result per text, in order',
    headers: QUOTA_HEADERS,
  })
  @ApiResponse({ status: 400, description: 'No texts, over 100 texts, or an empty text' })
  @ApiResponse({
    status: 413,
    description: `A text over 100,000 characters, or a call over API_BATCH_MAX_CHARACTERS: {"error":"${callTooLargeMessage(1_200_000, 1_000_000)}"}`,
    headers: QUOTA_HEADERS,
  })
  @ApiResponse({
    status: 429,
    description:
      'A call that would pass the key’s daily quota (API_KEY_DAILY_CHARACTERS; Retry-After: seconds ' +
      `until midnight UTC, and nothing is taken), or one beyond the calls a key and an account may run at once: {"error":"${tooManyBatchCallsMessage('key', 2)}"}`,
    headers: QUOTA_HEADERS,
  })
  async batch(
    @CurrentApiKey() key: VerifiedApiKey,
    @Body() body: AnalyzeBatchDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AnalyzeBatchResponse> {
    checkTexts(body.texts);
    const characters = body.texts.reduce((sum, text) => sum + text.length, 0);
    const callLimit = this.config.API_BATCH_MAX_CHARACTERS;
    res.setHeader('X-Call-Limit-Characters', String(callLimit));
    const refused = async (err: HttpException) => {
      setQuotaHeaders(res, await this.quota.standing(key.keyId));
      return err;
    };
    if (characters > callLimit) {
      throw await refused(new PayloadTooLargeException(callTooLargeMessage(characters, callLimit)));
    }
    const slot = await this.slots.acquire(key).catch(async (err: HttpException) => {
      throw await refused(err);
    });
    try {
      const taken = await this.quota.take(key.keyId, characters).catch((err: unknown) => {
        if (err instanceof QuotaExceeded) setQuotaHeaders(res, err.standing);
        throw err;
      });
      const gone = callerGone(res);
      const analysed = await this.analyse(
        body,
        () => gone.happened,
        () => this.slots.renew(slot),
      );
      // Charged for what was sent (the analysis may have run even when no answer came back);
      // what was never sent goes back to the day's quota.
      const unsent = characters - analysed.sentCharacters;
      if (unsent > 0) await this.quota.giveBack(taken, unsent).catch(() => undefined);
      if (analysed.sentCharacters > 0) {
        await this.quota.recordUse(key.keyId, analysed.sentCharacters);
      }
      setQuotaHeaders(res, standingAfter(taken.standing, unsent));
      if (analysed.failure !== undefined) throw analysed.failure;
      if (gone.happened) {
        throw new HttpException('The caller closed the connection.', CLIENT_CLOSED_REQUEST);
      }
      return { results: analysed.results };
    } finally {
      await this.slots.release(slot).catch(() => undefined);
    }
  }

  /**
   * The batch in parts, PARTS_IN_FLIGHT at a time, answered in the order sent. No part is sent
   * once one failed or the caller went away; each sent part renews the call's slot.
   */
  private async analyse(
    { texts, tier, explain, domain }: AnalyzeBatchDto,
    callerGone: () => boolean,
    renew: () => Promise<void>,
  ): Promise<Analysed> {
    const parts = partsOf(texts);
    const answers: BatchTextResult[][] = [];
    const analysed: Analysed = { results: [], sentCharacters: 0 };
    let next = 0;
    const sendParts = async () => {
      while (next < parts.length && analysed.failure === undefined && !callerGone()) {
        const index = next++;
        analysed.sentCharacters += parts[index].characters;
        await renew().catch(() => undefined);
        try {
          answers[index] = await this.rpc.call(AnalysisPatterns.texts, {
            texts: parts[index].texts,
            tier,
            explain: explain ?? false,
            ...(domain && { domain }),
          });
        } catch (err) {
          analysed.failure ??= err;
        }
      }
    };
    await Promise.all(Array.from({ length: PARTS_IN_FLIGHT }, sendParts));
    analysed.results = answers.flat();
    return analysed;
  }
}

/** The texts in parts of at most PART_TEXTS texts and PART_CHARACTERS characters. */
function partsOf(texts: string[]): Part[] {
  const parts: Part[] = [];
  for (const text of texts) {
    const last = parts.at(-1);
    if (
      last &&
      last.texts.length < PART_TEXTS &&
      last.characters + text.length <= PART_CHARACTERS
    ) {
      last.texts.push(text);
      last.characters += text.length;
    } else {
      parts.push({ texts: [text], characters: text.length });
    }
  }
  return parts;
}

/** Whether the caller went away before the answer was sent. */
function callerGone(res: Response): { happened: boolean } {
  const gone = { happened: false };
  res.once('close', () => {
    if (!res.writableFinished) gone.happened = true;
  });
  return gone;
}

function standingAfter(standing: QuotaStanding, givenBack: number): QuotaStanding {
  return { ...standing, remaining: standing.remaining + givenBack };
}

/** The per-text rules of POST /api/analyze/text, each failure naming the text's position. */
function checkTexts(texts: string[]): void {
  texts.forEach((text, i) => {
    if (text.trim().length === 0) throw new BadRequestException(`Text ${i + 1} is empty`);
    if (text.length > MAX_TEXT_LENGTH) {
      throw new PayloadTooLargeException(
        `Text ${i + 1} is too long. The maximum is ${MAX_TEXT_LENGTH.toLocaleString('en-US')} characters.`,
      );
    }
  });
}
