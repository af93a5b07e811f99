/// <reference types="multer" />
import {
  BadRequestException,
  Body,
  Controller,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  PayloadTooLargeException,
  Post,
  Req,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { BUSY_MESSAGE } from '@sentilog/transport';
import {
  ApiAcceptedResponse,
  ApiBody,
  ApiConsumes,
  ApiOkResponse,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  AnalysisPatterns,
  AnalyzeTextDto,
  AnalyzeTextResponse,
  APP_JOBS,
  DocumentJobStatus,
  DocumentUploadAccepted,
  isUuid,
  MAX_DOCUMENT_BYTES,
  MAX_TEXT_LENGTH,
  tooManyPending,
  UPLOAD_LOST,
  UPLOADS_FULL,
} from '@sentilog/contracts';
import { idempotentId } from '../common/idempotency/idempotency-key';
import {
  ApiIdempotencyKey,
  IdempotencyInterceptor,
  IdempotentHttpRequest,
} from '../common/idempotency/idempotency.interceptor';
import { RateLimit } from '../common/rate-limit';
import { SingleFileUpload } from '../common/single-file-upload';
import { DEFAULT_UPLOAD_PENDING_PER_ADDRESS } from '../config';
import { RpcService } from '../rpc/rpc.service';
import { TextResultCache } from './text-result-cache';
import { DocumentJobs, NO_JOB } from './document-jobs';
import { acceptedDocumentKind, unsupportedTypeMessage } from './document-kind';

const FILE_TOO_LARGE = 'File too large. The maximum size is 10MB.';

@ApiTags('analysis')
@Controller('analyze')
export class AnalysisController {
  constructor(
    private readonly rpc: RpcService,
    private readonly documents: DocumentJobs,
    private readonly results: TextResultCache,
  ) {}

  @Post('text')
  @HttpCode(200)
  @RateLimit('ANALYZE_RATE_LIMIT')
  @ApiOkResponse({ type: AnalyzeTextResponse })
  @ApiResponse({ status: 400, description: '{"error":"No text provided"}' })
  @ApiResponse({ status: 413, description: 'Text over 100,000 characters' })
  @ApiResponse({ status: 429, description: 'Too many analyses from this address' })
  @ApiResponse({
    status: 503,
    description: `{"error":"${BUSY_MESSAGE}"} with Retry-After: every analysis replica was busy for ANALYSIS_QUEUE_WAIT_MS`,
  })
  analyzeText(@Body() body: AnalyzeTextDto): Promise<AnalyzeTextResponse> {
    if (body.text.trim().length === 0) throw new BadRequestException('No text provided');
    if (body.text.length > MAX_TEXT_LENGTH) {
      throw new PayloadTooLargeException(
        `Text is too long. The maximum is ${MAX_TEXT_LENGTH.toLocaleString('en-US')} characters; upload longer material as a document.`,
      );
    }
    return this.results.answer(
      body.text,
      () =>
        this.rpc.call(AnalysisPatterns.text, {
          text: body.text,
          ...(body.domain && { domain: body.domain }),
        }),
      body.domain,
    );
  }

  @Post('file')
  @HttpCode(202)
  @RateLimit('ANALYZE_UPLOAD_RATE_LIMIT')
  @UseInterceptors(
    SingleFileUpload('file', { maxBytes: MAX_DOCUMENT_BYTES, tooLargeMessage: FILE_TOO_LARGE }),
    // After the upload: the file is part of what makes a repeat the same request.
    IdempotencyInterceptor,
  )
  @ApiIdempotencyKey()
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } },
  })
  @ApiAcceptedResponse({
    type: DocumentUploadAccepted,
    description:
      'Queued: follow the job at GET /api/analyze/jobs/{jobId} until its result (the Analyze ' +
      "screen's shape) or its error. A repeat with the same Idempotency-Key answers the same job.",
  })
  @ApiResponse({ status: 400, description: 'No file attached' })
  @ApiResponse({
    status: 413,
    description: `{"error":"${FILE_TOO_LARGE}"}`,
  })
  @ApiResponse({
    status: 415,
    description: `{"error":"${unsupportedTypeMessage('photo.png')}"}, or for a file named .pdf, .docx or .txt whose bytes are not one: {"error":"${unsupportedTypeMessage('x.pdf')}"}`,
  })
  @ApiResponse({ status: 422, description: 'An empty file' })
  @ApiResponse({
    status: 429,
    description: `Too many uploads, or {"error":"${tooManyPending(DEFAULT_UPLOAD_PENDING_PER_ADDRESS)}"}`,
  })
  @ApiResponse({ status: 503, description: `{"error":"${UPLOADS_FULL}"}` })
  async analyzeFile(
    @UploadedFile() file: Express.Multer.File | undefined,
    @Req() req: IdempotentHttpRequest,
  ): Promise<DocumentUploadAccepted> {
    if (!file) throw new BadRequestException('No file uploaded. Choose a TXT, PDF or DOCX file.');
    const kind = await acceptedDocumentKind(file);
    const job = await this.documents.enqueue(
      file.buffer,
      { fileName: file.originalname.slice(0, 255), kind, size: file.size },
      { owner: req.ip ?? 'unknown' },
      APP_JOBS,
      // With an Idempotency-Key the job's id comes from it: a repeat of an upload whose answer
      // was lost (its gateway died) finds the job queued then.
      req.idempotency ? idempotentId(req.idempotency) : undefined,
    );
    return { jobId: String(job.id) };
  }

  @Get('jobs/:id')
  @ApiOkResponse({
    description:
      '{state, progress} while queued or running; {state: "completed", progress: 100, result} with ' +
      'the analysis in the shape the Analyze screen reads (jobId, extractedText, sentiment: ' +
      'sentiment.sentiment is positive, negative, neutral or mixed (strong sentences split both ' +
      "ways); sentiment.language is the document's ISO 639-1 code ('und': too short to tell), and " +
      'a document not in English is not read (neutral, confidence 0); sentences in another ' +
      'language inside an English document are left unread and counted in ' +
      'detailedAnalysis.otherLanguage); {state: "failed", progress, error} with why (a corrupt, ' +
      'encrypted, empty or unreadable document)',
    schema: { example: { state: 'active', progress: 40 } },
  })
  @ApiResponse({
    status: 404,
    description:
      "No such job of the app's uploads (results are kept for an hour; a job queued through /api/v1 is read there)",
  })
  @ApiResponse({
    status: 410,
    description: `{"error":"${UPLOAD_LOST}"}: Redis restarted without the job`,
  })
  async jobStatus(@Param('id') id: string): Promise<DocumentJobStatus> {
    if (!isUuid(id)) throw new NotFoundException(NO_JOB);
    const status = await this.documents.status(id, APP_JOBS);
    if (!status) throw new NotFoundException(NO_JOB);
    return status;
  }
}
