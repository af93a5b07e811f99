import type {
  AnalyzeTextDto,
  AnalyzeTextResponse,
  AnalyzeTextsRequest,
  ArticleBatchRequest,
  BatchTextResult,
  BiasResult,
  DocumentEnqueueRequest,
  DocumentJobStatus,
  DocumentStatusRequest,
  EmbedRequest,
  EmotionResult,
  SentimentResult,
  TextBatchRequest,
  TextModelsVersion,
} from '..';
import { AnalysisPatterns } from '../patterns';
import { EntriesFor, rpc } from './entry';

/** A 100,000-character text is read sentence by sentence, which takes longer than a lookup. */
export const TEXT_ANALYSIS_TIMEOUT_MS = 30_000;
/**
 * A part of an API batch: it waits in the batch lane behind interactive work and other batches
 * (docs/architecture.md, "API keys"). The Ingress must wait longer (k8s/base/gateway/ingress.yaml).
 */
export const TEXT_BATCH_TIMEOUT_MS = 120_000;
/** A news batch (64 articles) is classified in well under a second; this leaves room for a busy service. */
const NEWS_BATCH_TIMEOUT_MS = 60_000;
/** An upload's bytes (up to 10 MB, base64) cross Redis to the service and back into Redis. */
const DOCUMENT_ENQUEUE_TIMEOUT_MS = 30_000;
/** Asked before a cached answer is served: without a quick answer, the text is analysed. */
const MODELS_TIMEOUT_MS = 1_500;

export const AnalysisCatalogue = {
  [AnalysisPatterns.text]: rpc<AnalyzeTextDto, AnalyzeTextResponse>(TEXT_ANALYSIS_TIMEOUT_MS),
  [AnalysisPatterns.sentiment]: rpc<TextBatchRequest, SentimentResult[]>(NEWS_BATCH_TIMEOUT_MS),
  [AnalysisPatterns.emotion]: rpc<TextBatchRequest, EmotionResult[]>(),
  [AnalysisPatterns.bias]: rpc<ArticleBatchRequest, BiasResult[]>(NEWS_BATCH_TIMEOUT_MS),
  [AnalysisPatterns.documentEnqueue]: rpc<DocumentEnqueueRequest, { jobId: string }>(
    DOCUMENT_ENQUEUE_TIMEOUT_MS,
  ),
  [AnalysisPatterns.documentStatus]: rpc<
    DocumentStatusRequest,
    { status: DocumentJobStatus | null }
  >(),
  [AnalysisPatterns.models]: rpc<Record<string, never>, TextModelsVersion>(MODELS_TIMEOUT_MS),
  [AnalysisPatterns.texts]: rpc<AnalyzeTextsRequest, BatchTextResult[]>(TEXT_BATCH_TIMEOUT_MS),
  [AnalysisPatterns.embed]: rpc<EmbedRequest, number[][]>(NEWS_BATCH_TIMEOUT_MS),
} satisfies EntriesFor<typeof AnalysisPatterns>;
