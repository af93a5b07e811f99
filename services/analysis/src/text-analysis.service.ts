import { Injectable, OnModuleInit } from '@nestjs/common';
import type {
  AnalyzeTextResponse,
  ArticleInputDto,
  BiasResult,
  EmotionResult,
  SentimentResult,
} from '@sentilog/contracts';
import { loadModels, Models } from './models';

/** Text analysis over the trained models, loaded once when the service starts. */
@Injectable()
export class TextAnalysisService implements OnModuleInit {
  private models?: Models;

  constructor(private readonly load: () => Promise<Models> = loadModels) {}

  async onModuleInit(): Promise<void> {
    this.models = await this.load();
  }

  private get ready(): Models {
    if (!this.models) throw new Error('The models are still loading');
    return this.models;
  }

  analyzeText(text: string): AnalyzeTextResponse {
    const [sentiment] = this.ready.sentiment.predict([text]);
    const [emotion] = this.ready.emotion.predict([text]);
    return {
      sentiment: sentiment.label,
      emotion: emotion.label,
      score: sentiment.score,
      confidence: sentiment.confidence,
      emotions: emotion.scores,
    };
  }

  sentiment(texts: string[]): SentimentResult[] {
    return this.ready.sentiment.predict(texts);
  }

  emotion(texts: string[]): EmotionResult[] {
    return this.ready.emotion.predict(texts);
  }

  bias(articles: ArticleInputDto[]): BiasResult[] {
    return this.ready.bias.predict(articles);
  }
}
