import {
  BadRequestException,
  Body,
  Controller,
  HttpCode,
  PayloadTooLargeException,
  Post,
  UseGuards,
} from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  AnalysisPatterns,
  AnalyzeBatchDto,
  AnalyzeBatchResponse,
  ApiKeyMessages,
  BatchTextResult,
  MAX_TEXT_LENGTH,
  VerifiedApiKey,
} from '@sentilog/contracts';
import { ApiKeyGuard, CurrentApiKey } from './api-key.guard';
import { ApiKeyQuota } from './api-key-quota';
import { RpcService } from '../rpc/rpc.service';

/** The security scheme of the OpenAPI document for API keys (app.factory declares it). */
export const API_KEY_SECURITY = 'api-key';
/**
 * Texts per call to the analysis service: a batch's parts go to several replicas at once, and
 * none holds one replica for all of a large batch.
 */
const TEXTS_PER_CALL = 25;

/** The API for organisations: analysis with an API key, counted against the key's daily quota. */
@ApiTags('api-v1')
@ApiBearerAuth(API_KEY_SECURITY)
@ApiResponse({ status: 401, description: `{"error":"${ApiKeyMessages.invalidKey}"}` })
@UseGuards(ApiKeyGuard)
@Controller('v1/analyze')
export class BatchAnalysisController {
  constructor(
    private readonly rpc: RpcService,
    private readonly quota: ApiKeyQuota,
  ) {}

  @Post('batch')
  @HttpCode(200)
  @ApiOkResponse({ type: AnalyzeBatchResponse, description: 'One result per text, in order' })
  @ApiResponse({ status: 400, description: 'No texts, over 100 texts, or an empty text' })
  @ApiResponse({ status: 413, description: 'A text over 100,000 characters' })
  @ApiResponse({
    status: 429,
    description:
      'Over the key’s daily quota (API_KEY_DAILY_QUOTA texts); Retry-After: seconds until midnight UTC',
  })
  async batch(
    @CurrentApiKey() key: VerifiedApiKey,
    @Body() body: AnalyzeBatchDto,
  ): Promise<AnalyzeBatchResponse> {
    checkTexts(body.texts);
    const taken = await this.quota.take(key.keyId, body.texts.length);
    let results: BatchTextResult[];
    try {
      results = await this.analyse(body);
    } catch (err) {
      await this.quota.giveBack(taken).catch(() => undefined);
      throw err;
    }
    await this.quota.recordUse(key.keyId, body.texts.length);
    return { results };
  }

  /** The batch in parts of TEXTS_PER_CALL, asked at once, answered in the order sent. */
  private async analyse({ texts, tier, explain }: AnalyzeBatchDto): Promise<BatchTextResult[]> {
    const parts: string[][] = [];
    for (let start = 0; start < texts.length; start += TEXTS_PER_CALL) {
      parts.push(texts.slice(start, start + TEXTS_PER_CALL));
    }
    const answers = await Promise.all(
      parts.map((part) =>
        this.rpc.call<BatchTextResult[]>(AnalysisPatterns.texts, {
          texts: part,
          tier,
          explain: explain ?? false,
        }),
      ),
    );
    return answers.flat();
  }
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
