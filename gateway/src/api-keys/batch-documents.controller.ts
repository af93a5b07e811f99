/// <reference types="multer" />
import {
  BadRequestException,
  Controller,
  Get,
  HttpCode,
  HttpException,
  Inject,
  NotFoundException,
  Param,
  Post,
  Req,
  Res,
  UploadedFiles,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiOkResponse,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  ApiKeyMessages,
  DocumentJobStatus,
  DOCUMENT_QUOTA_CHARACTERS,
  DocumentKind,
  DocumentsQueued,
  isUuid,
  MAX_BATCH_DOCUMENTS,
  QueuedDocument,
  VerifiedApiKey,
} from '@sentilog/contracts';
import type { Response } from 'express';
import { DocumentJobs, NO_JOB } from '../analysis/document-jobs';
import { acceptedDocumentKind } from '../analysis/document-kind';
import { idempotentId, IdempotentRequest } from '../common/idempotency/idempotency-key';
import {
  ApiIdempotencyKey,
  IdempotencyInterceptor,
  IdempotentHttpRequest,
} from '../common/idempotency/idempotency.interceptor';
import { GATEWAY_CONFIG, GatewayConfig } from '../config';
import { ApiKeyGuard, CurrentApiKey } from './api-key.guard';
import { ApiKeyQuota, QuotaExceeded, setQuotaHeaders } from './api-key-quota';
import { API_KEY_SECURITY } from './batch-analysis.controller';
import { DOCUMENT_TOO_LARGE, DocumentUploads } from './document-uploads';
import { DOCUMENT_QUOTA_HEADERS } from './quota-headers.docs';

interface CheckedDocument {
  file: Express.Multer.File;
  kind: DocumentKind;
}

/**
 * Documents through the API for organisations: queued on the app's document queue (each costs
 * DOCUMENT_QUOTA_CHARACTERS of the key's daily quota), then read by job id with a key of the same
 * account.
 */
@ApiTags('api-v1')
@ApiBearerAuth(API_KEY_SECURITY)
@ApiResponse({ status: 401, description: `{"error":"${ApiKeyMessages.invalidKey}"}` })
@UseGuards(ApiKeyGuard)
@Controller('v1/analyze/documents')
export class BatchDocumentsController {
  constructor(
    private readonly documents: DocumentJobs,
    private readonly quota: ApiKeyQuota,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Post()
  @HttpCode(202)
  // After the upload: the files are part of what makes a repeat the same request.
  @UseInterceptors(DocumentUploads(), IdempotencyInterceptor)
  @ApiIdempotencyKey()
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      properties: {
        files: {
          type: 'array',
          maxItems: MAX_BATCH_DOCUMENTS,
          items: { type: 'string', format: 'binary' },
        },
      },
    },
  })
  @ApiAcceptedResponse({
    type: DocumentsQueued,
    description: `One job per document, in order; each queued document costs ${DOCUMENT_QUOTA_CHARACTERS.toLocaleString('en-US')} characters of the daily quota`,
    headers: DOCUMENT_QUOTA_HEADERS,
  })
  @ApiResponse({ status: 400, description: `No files, or more than ${MAX_BATCH_DOCUMENTS}` })
  @ApiResponse({ status: 413, description: DOCUMENT_TOO_LARGE })
  @ApiResponse({ status: 415, description: 'A file that is not TXT, PDF or DOCX' })
  @ApiResponse({ status: 422, description: 'An empty file' })
  @ApiResponse({
    status: 429,
    description:
      'Over the daily quota (API_KEY_DAILY_CHARACTERS; Retry-After, and nothing is taken), or too many documents pending',
    headers: DOCUMENT_QUOTA_HEADERS,
  })
  async upload(
    @CurrentApiKey() key: VerifiedApiKey,
    @UploadedFiles() files: Express.Multer.File[] | undefined,
    @Req() req: IdempotentHttpRequest,
    @Res({ passthrough: true }) res: Response,
  ): Promise<DocumentsQueued> {
    const checked = await checkDocuments(files ?? []);
    const taken = await this.quota
      .take(key.keyId, checked.length * DOCUMENT_QUOTA_CHARACTERS)
      .catch((err: unknown) => {
        if (err instanceof QuotaExceeded) setQuotaHeaders(res, err.standing);
        throw err;
      });
    const queued = await this.enqueueAll(key, checked, req.idempotency);
    const failed = queued.filter((entry) => !entry.jobId).length;
    const givenBack = failed * DOCUMENT_QUOTA_CHARACTERS;
    if (failed > 0) await this.quota.giveBack(taken, givenBack).catch(() => undefined);
    setQuotaHeaders(res, { ...taken.standing, remaining: taken.standing.remaining + givenBack });
    if (failed === queued.length) throw queued[0].cause;
    await this.quota.recordUse(key.keyId, (queued.length - failed) * DOCUMENT_QUOTA_CHARACTERS);
    return { documents: queued.map(({ fileName, jobId, error }) => ({ fileName, jobId, error })) };
  }

  @Get(':jobId')
  @ApiOkResponse({
    description:
      'The job: {state, progress} while queued or running, {state: "completed", progress: 100, result} once done, {state: "failed", error}',
  })
  @ApiResponse({ status: 404, description: 'No such job of this account (another’s too)' })
  async status(
    @CurrentApiKey() key: VerifiedApiKey,
    @Param('jobId') jobId: string,
  ): Promise<DocumentJobStatus> {
    if (!isUuid(jobId)) throw new NotFoundException(NO_JOB);
    const status = await this.documents.status(jobId, { routes: 'api', userId: key.userId });
    if (!status) throw new NotFoundException(NO_JOB);
    return status;
  }

  /**
   * Queues each document in turn; one the queue refuses (full, or too many of this key's pending)
   * is reported beside the others instead of failing the ones already queued.
   */
  private async enqueueAll(
    key: VerifiedApiKey,
    checked: CheckedDocument[],
    idempotency?: IdempotentRequest,
  ): Promise<(QueuedDocument & { cause?: unknown })[]> {
    const queued: (QueuedDocument & { cause?: unknown })[] = [];
    for (const [index, { file, kind }] of checked.entries()) {
      const fileName = file.originalname.slice(0, 255);
      try {
        const job = await this.documents.enqueue(
          file.buffer,
          { fileName, kind, size: file.size },
          { owner: `api-key:${key.keyId}`, max: this.config.API_KEY_PENDING_DOCUMENTS },
          { routes: 'api', userId: key.userId },
          idempotency ? idempotentId(idempotency, `file-${index}`) : undefined,
        );
        queued.push({ fileName, jobId: String(job.id) });
      } catch (err) {
        if (!(err instanceof HttpException)) throw err;
        queued.push({ fileName, error: err.message, cause: err });
      }
    }
    return queued;
  }
}

/** Every file is checked before any is queued, so a bad one costs nothing of the quota. */
async function checkDocuments(files: Express.Multer.File[]): Promise<CheckedDocument[]> {
  if (files.length === 0) throw new BadRequestException(ApiKeyMessages.noDocuments);
  const checked: CheckedDocument[] = [];
  for (const file of files) {
    checked.push({ file, kind: await acceptedDocumentKind(file, { named: true }) });
  }
  return checked;
}
