import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  AnalysisPatterns,
  AnalyzeTextDto,
  AnalyzeTextResponse,
  AnalyzeTextsRequest,
  ArticleBatchRequest,
  BatchTextResult,
  BiasResult,
  EmbedRequest,
  EmotionResult,
  SentimentResult,
  TextBatchRequest,
  TextModelsVersion,
} from '@sentilog/contracts';
import { TypedMessagePattern } from '@sentilog/platform';
import { TextAnalysisService } from './text-analysis.service';

@Controller()
export class TextAnalysisController {
  constructor(private readonly analysis: TextAnalysisService) {}

  @TypedMessagePattern(AnalysisPatterns.text)
  text(@Payload() request: AnalyzeTextDto): Promise<AnalyzeTextResponse> {
    return this.analysis.analyzeText(request.text, request.domain);
  }

  @TypedMessagePattern(AnalysisPatterns.texts)
  texts(@Payload() request: AnalyzeTextsRequest): Promise<BatchTextResult[]> {
    return this.analysis.analyzeTexts(request.texts, request.tier, request.explain, request.domain);
  }

  @TypedMessagePattern(AnalysisPatterns.models)
  models(): TextModelsVersion {
    return this.analysis.modelsVersion();
  }

  @TypedMessagePattern(AnalysisPatterns.sentiment)
  sentiment(@Payload() request: TextBatchRequest): Promise<SentimentResult[]> {
    return this.analysis.sentiment(request.texts, request.tier, request.domain);
  }

  @TypedMessagePattern(AnalysisPatterns.emotion)
  emotion(@Payload() request: TextBatchRequest): Promise<EmotionResult[]> {
    return this.analysis.emotion(request.texts, request.tier);
  }

  @TypedMessagePattern(AnalysisPatterns.bias)
  bias(@Payload() request: ArticleBatchRequest): Promise<BiasResult[]> {
    return this.analysis.bias(request.articles, request.tier);
  }

  @TypedMessagePattern(AnalysisPatterns.embed)
  embed(@Payload() request: EmbedRequest): Promise<number[][]> {
    return this.analysis.embed(request.texts);
  }
}
