import {
  AnalysisPatterns,
  BiasResult,
  NewsBias,
  NewsSentiment,
  SentimentLabel,
  SentimentResult,
} from '@sentilog/contracts';
import { IncomingArticle } from '../feeds/feed-items';

/** The sentiment and leaning of one article, as stored. */
export interface Classification {
  sentiment: NewsSentiment;
  sentimentScore: number;
  confidence: number;
  bias: NewsBias;
  biasConfidence: number;
}

/** Calls another service and resolves with its reply (the transport client, in production). */
export type ServiceCall = <T>(pattern: string, data: unknown) => Promise<T>;

/** Articles per call: well under the analysis service's batch limit, and quick to answer. */
export const CLASSIFY_BATCH = 64;

const SENTIMENTS: Record<SentimentLabel, NewsSentiment> = {
  POSITIVE: 'Positive',
  NEUTRAL: 'Neutral',
  NEGATIVE: 'Negative',
};

/**
 * Sentiment and bias from the analysis service, in batches; the models live only there. Sentiment
 * reads the headline and summary (what a reader of the list sees); bias reads the whole text and
 * the outlet.
 */
export class ArticleClassifier {
  constructor(private readonly call: ServiceCall) {}

  async classify(articles: readonly IncomingArticle[]): Promise<Classification[]> {
    const results: Classification[] = [];
    for (let start = 0; start < articles.length; start += CLASSIFY_BATCH) {
      const batch = articles.slice(start, start + CLASSIFY_BATCH);
      const [sentiments, biases] = await Promise.all([
        // Ingestion reads thousands of articles: the fast tier, as the issue on models asks.
        this.call<SentimentResult[]>(AnalysisPatterns.sentiment, {
          texts: batch.map((a) => `${a.title}. ${a.description}`.slice(0, 4_000)),
          tier: 'fast',
        }),
        // Bias has no distilled fast model (the table gives it none): the accurate tier,
        // which reads one window of each article with the encoder besides the n-grams.
        this.call<BiasResult[]>(AnalysisPatterns.bias, {
          articles: batch.map((a) => ({
            title: a.title.slice(0, 1_000),
            text: `${a.description}\n\n${a.text}`.slice(0, 20_000),
            source: a.source.slice(0, 300),
          })),
        }),
      ]);
      if (sentiments.length !== batch.length || biases.length !== batch.length) {
        throw new Error('The analysis service answered a different number of results');
      }
      batch.forEach((_, i) =>
        results.push({
          sentiment: SENTIMENTS[sentiments[i].label],
          sentimentScore: sentiments[i].score,
          confidence: sentiments[i].confidence,
          bias: biases[i].label,
          biasConfidence: biases[i].confidence,
        }),
      );
    }
    return results;
  }
}
