import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
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
import { TextAnalysisService } from './text-analysis.service';

@Controller()
export class TextAnalysisController {
  constructor(private readonly analysis: TextAnalysisService) {}

  @MessagePattern(AnalysisPatterns.text)
  text(@Payload() request: AnalyzeTextDto): Promise<AnalyzeTextResponse> {
    return this.analysis.analyzeText(request.text, request.domain);
  }

  @MessagePattern(AnalysisPatterns.texts)
  texts(@Payload() request: AnalyzeTextsRequest): Promise<BatchTextResult[]> {
    return this.analysis.analyzeTexts(request.texts, request.tier, request.explain, request.domain);
  }

  @MessagePattern(AnalysisPatterns.models)
  models(): TextModelsVersion {
    return this.analysis.modelsVersion();
  }

  @MessagePattern(AnalysisPatterns.sentiment)
  sentiment(@Payload() request: TextBatchRequest): Promise<SentimentResult[]> {
    return this.analysis.sentiment(request.texts, request.tier, request.domain);
  }

  @MessagePattern(AnalysisPatterns.emotion)
  emotion(@Payload() request: TextBatchRequest): Promise<EmotionResult[]> {
    return this.analysis.emotion(request.texts, request.tier);
  }

  @MessagePattern(AnalysisPatterns.bias)
  bias(@Payload() request: ArticleBatchRequest): Promise<BiasResult[]> {
    return this.analysis.bias(request.articles, request.tier);
  }

  @MessagePattern(AnalysisPatterns.embed)
  embed(@Payload() request: EmbedRequest): Promise<number[][]> {
    return this.analysis.embed(request.texts);
  }
}
