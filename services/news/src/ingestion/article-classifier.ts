import {
  AnalysisPatterns,
  ModelInfo,
  NewsBias,
  NewsSentiment,
  RpcCall,
  SentimentLabel,
} from '@sentilog/contracts';
import { IncomingArticle } from '../feeds/feed-items';

/** The sentiment and leaning of one article, as stored, with the models that read them. */
export interface Classification {
  sentiment: NewsSentiment;
  sentimentScore: number;
  confidence: number;
  sentimentUncertain: boolean;
  /** In [0, 1]: how much feeling either way. */
  sentimentMagnitude: number;
  /** Positive wording over a negative situation. */
  ironic: boolean;
  /** Of headline and summary: ISO 639-1, or 'und'. */
  language: string;
  /** "tier@version" */
  sentimentModel: string;
  /** What the article itself reads as (its text alone). */
  bias: NewsBias;
  biasConfidence: number;
  biasUncertain: boolean;
  biasModel: string;
  /** The outlet's own rating where the outlet table knows it. */
  outletName: string | null;
  outletRating: NewsBias | null;
  /** The sentence vector of headline and summary: what stories group articles by. */
  embedding: number[];
}

const modelName = ({ tier, version }: ModelInfo) => `${tier}@${version}`.slice(0, 40);

/** Articles per call: well under the analysis service's batch limit, and quick to answer. */
export const CLASSIFY_BATCH = 64;

const SENTIMENTS: Record<SentimentLabel, NewsSentiment> = {
  POSITIVE: 'Positive',
  NEUTRAL: 'Neutral',
  NEGATIVE: 'Negative',
  MIXED: 'Mixed',
};

/**
 * Sentiment and bias from the analysis service, in batches; the models live only there. Sentiment
 * reads the headline and summary (what a reader of the list sees); bias reads the whole text, and
 * the outlet and address find the outlet's own rating. Every article shown, sample or live, is
 * labelled here, and given the sentence vector its story is found by.
 */
export class ArticleClassifier {
  /** `call` is the typed client's (RpcCaller in production): the answers' types are the catalogue's. */
  constructor(private readonly call: RpcCall) {}

  async classify(articles: readonly IncomingArticle[]): Promise<Classification[]> {
    const results: Classification[] = [];
    for (let start = 0; start < articles.length; start += CLASSIFY_BATCH) {
      const batch = articles.slice(start, start + CLASSIFY_BATCH);
      const headlines = batch.map((a) => `${a.title}. ${a.description}`.slice(0, 4_000));
      const [sentiments, biases, embeddings] = await Promise.all([
        // The accurate tier: a person reads these labels, and the fast tier decides none of them
        // (headline and summary are one short window: about 30 ms an article, a fifth of the bias
        // reading's cost).
        this.call(AnalysisPatterns.sentiment, {
          texts: headlines,
          tier: 'accurate',
          // Read as news: good or bad news for the people in it, neutral when neither.
          domain: 'news',
        }),
        // The accurate bias tier reads one window of each article with the encoder besides the
        // n-grams over all of it.
        this.call(AnalysisPatterns.bias, {
          articles: batch.map((a) => ({
            title: a.title.slice(0, 1_000),
            text: `${a.description}\n\n${a.text}`.slice(0, 20_000),
            source: a.source.slice(0, 300),
            url: a.url.slice(0, 2_048),
          })),
        }),
        // Headline and summary say which event an article reports; the body drifts into
        // background that other events share.
        this.call(AnalysisPatterns.embed, { texts: headlines }),
      ]);
      if (
        sentiments.length !== batch.length ||
        biases.length !== batch.length ||
        embeddings.length !== batch.length
      ) {
        throw new Error('The analysis service answered a different number of results');
      }
      batch.forEach((_, i) => {
        const [s, b] = [sentiments[i], biases[i]];
        results.push({
          sentiment: SENTIMENTS[s.label],
          sentimentScore: s.score,
          confidence: s.confidence,
          sentimentUncertain: s.uncertain,
          sentimentMagnitude: s.magnitude,
          ironic: s.ironic,
          language: s.language,
          sentimentModel: modelName(s.model),
          bias: b.label,
          biasConfidence: b.confidence,
          biasUncertain: b.uncertain,
          biasModel: modelName(b.model),
          outletName: b.outlet?.name.slice(0, 100) ?? null,
          outletRating: b.outlet?.rating ?? null,
          embedding: embeddings[i],
        });
      });
    }
    return results;
  }
}
