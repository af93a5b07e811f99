import { Injectable, OnModuleInit } from '@nestjs/common';
import type {
  AnalyzeTextResponse,
  ArticleInputDto,
  BatchTextResult,
  BiasResult,
  EmotionResult,
  ModelTier,
  SentimentResult,
  TextDomain,
  TextModelsVersion,
} from '@sentilog/contracts';
import { TEXT_ANSWER_FORMAT } from '@sentilog/contracts';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { LanePriority } from './lane-priority';
import { MicroBatcher } from './micro-batcher';
import { loadModels, Models, TextAnalysis, textModelsFingerprint } from './serving';

/** Texts per explained pass: one batch of the accurate encoder (bench/README.md, load). */
const EXPLAINED_BATCH = 32;

/**
 * Requests one replica takes from its stream at once: two explained batches, so that the next
 * batch is gathered while one runs. More would only wait here instead of in the stream, where
 * another replica could take them and the gateway's start-by bound still applies.
 */
export const ANALYSIS_CONCURRENCY = 2 * EXPLAINED_BATCH;

/** Articles per bias pass: about half a second of the accurate tier (bench/README.md). */
export const BIAS_PASS_ARTICLES = 4;

/**
 * Characters one pass of the batch lane reads at most (at least one text): the accurate encoder
 * reads a long text in at most 16 windows of 128 tokens, about this many characters, so one pass
 * is one long text or several short ones, about half a second on one thread. A text counts for
 * what the pass reads of it.
 */
export const BATCH_PASS_CHARACTERS = 10_000;

/**
 * Parts of API batches one replica holds at once, from the batch lane's own stream
 * (`analysis-batch`): the rest wait there, never in the stream of interactive requests.
 */
export const BATCH_LANE_PARTS = 4;

/**
 * Text analysis, the models loaded once when the service starts: the accurate tier unless a caller
 * doing bulk work asks for the fast one. One pass gives sentiment, emotion and each word's weight,
 * and concurrent requests share passes (MicroBatcher). A person's own text (the landing demo, a
 * journal entry) is answered with its explanation (from the same pass); bulk batches are not.
 * The API's batches go in their own lane (LanePriority): small passes that start only while no
 * other request is waiting, so a batch never holds up the landing demo, the journal or the news.
 */
@Injectable()
export class TextAnalysisService implements OnModuleInit {
  private models?: Models;
  private readonly lanes = new LanePriority();
  /**
   * Batchers by what a pass reads with — lane, tier, explanation and domain (each domain its own
   * calibration) — made when first asked for: requests share a pass only with requests read alike.
   */
  private readonly batchers = new Map<string, MicroBatcher<string, TextAnalysis>>();

  private batcher(
    lane: 'interactive' | 'batch',
    options: { tier: ModelTier; explain: boolean; domain?: TextDomain },
  ): MicroBatcher<string, TextAnalysis> {
    const key = `${lane}:${options.tier}:${options.explain}:${options.domain ?? 'auto'}`;
    let batcher = this.batchers.get(key);
    if (!batcher) {
      const read = (texts: string[]) => this.ready.text.analyze(texts, options);
      batcher =
        lane === 'batch'
          ? new MicroBatcher(
              (texts: string[]) => this.lanes.batchPass(() => read(texts)),
              BATCH_PASS_CHARACTERS,
              0,
              (text: string) => Math.min(text.length, BATCH_PASS_CHARACTERS),
            )
          : new MicroBatcher(read, options.explain ? EXPLAINED_BATCH : passSize(options.tier));
      this.batchers.set(key, batcher);
    }
    return batcher;
  }

  constructor(
    private readonly load: () => Promise<Models> = loadModels,
    private readonly fingerprint: string = textModelsFingerprint(),
  ) {}

  /** What analyzeText's answers depend on (AnalysisPatterns.models). */
  modelsVersion(): TextModelsVersion {
    return { fingerprint: this.fingerprint, answerFormat: TEXT_ANSWER_FORMAT };
  }

  async onModuleInit(): Promise<void> {
    this.models = await this.load();
  }

  private get ready(): Models {
    if (!this.models) throw new Error('The models are still loading');
    return this.models;
  }

  async analyzeText(text: string, domain?: TextDomain): Promise<AnalyzeTextResponse> {
    const explained = this.batcher('interactive', { tier: 'accurate', explain: true, domain });
    const [analysis] = await this.lanes.interactive(() => explained.submit([text]));
    return { ...answerOf(analysis), explanation: { words: analysis.explanation?.words ?? [] } };
  }

  /**
   * A batch in analyzeText's shape (the API for organisations), in the batch lane: each text is
   * its own request there, so the texts go pass by small pass, interactive work first. In the
   * tier asked for, and with explanations only when asked, since weighing every word costs a
   * second pass's worth of work.
   */
  async analyzeTexts(
    texts: string[],
    tier: ModelTier = 'accurate',
    explain = false,
    domain?: TextDomain,
  ): Promise<BatchTextResult[]> {
    const batcher = this.batcher('batch', { tier, explain, domain });
    const analyses = await Promise.all(
      texts.map(async (text) => (await batcher.submit([text]))[0]),
    );
    return analyses.map((analysis) =>
      explain
        ? { ...answerOf(analysis), explanation: { words: analysis.explanation?.words ?? [] } }
        : answerOf(analysis),
    );
  }

  async sentiment(
    texts: string[],
    tier: ModelTier = 'accurate',
    domain?: TextDomain,
  ): Promise<SentimentResult[]> {
    const batcher = this.batcher('interactive', { tier, explain: false, domain });
    const analyses = await this.lanes.interactive(() => batcher.submit(texts));
    return analyses.map(({ sentiment, language }) => ({
      label: sentiment.label,
      scores: sentiment.scores,
      score: sentiment.score,
      magnitude: sentiment.magnitude,
      ironic: sentiment.ironic,
      language,
      confidence: sentiment.confidence,
      uncertain: sentiment.uncertain,
      model: sentiment.model,
    }));
  }

  async emotion(texts: string[], tier: ModelTier = 'accurate'): Promise<EmotionResult[]> {
    const batcher = this.batcher('interactive', { tier, explain: false });
    const analyses = await this.lanes.interactive(() => batcher.submit(texts));
    return analyses.map((a) => a.emotion);
  }

  /**
   * One length-1 sentence vector per text from the accurate encoder (its states after
   * SENTENCE_LAYERS layers, mean-pooled over the text's first window, less the fitted centre), for
   * grouping news articles into stories.
   */
  async embed(texts: string[]): Promise<number[][]> {
    const { sentences } = this.ready;
    const vectors = await this.lanes.interactive(() =>
      sentences.embed(texts.map((text) => sentences.tokenizer.encode(text))),
    );
    // Six decimals: half the message's size, and far below the differences clustering reads.
    return vectors.map((vector) => vector.map((x) => Math.round(x * 1e6) / 1e6));
  }

  /**
   * Leaning per article, BIAS_PASS_ARTICLES at a time with a turn of the event loop between passes:
   * news ingestion sends 64 articles a call, and one accurate pass over all of them would hold up
   * every other request for seconds.
   */
  bias(articles: ArticleInputDto[], tier: ModelTier = 'accurate'): Promise<BiasResult[]> {
    return this.lanes.interactive(async () => {
      const results: BiasResult[] = [];
      for (let start = 0; start < articles.length; start += BIAS_PASS_ARTICLES) {
        if (start > 0) await nextTurn();
        const pass = articles.slice(start, start + BIAS_PASS_ARTICLES);
        results.push(...this.ready.bias.predict(pass, tier));
      }
      return results;
    });
  }
}

/** Texts per unexplained pass of a tier: the accurate encoder's batch, the fast CNN's many. */
const passSize = (tier: ModelTier) => (tier === 'fast' ? 512 : 32);

/**
 * One text's analysis in the API's answer shape, without its explanation. A text not in English
 * comes from the models' language gate already without a label (serving/text-models.ts).
 */
function answerOf({ sentiment, emotion, language }: TextAnalysis): BatchTextResult {
  return {
    sentiment: sentiment.label,
    emotion: emotion.label,
    score: sentiment.score,
    confidence: sentiment.confidence,
    emotions: emotion.scores,
    uncertain: sentiment.uncertain,
    magnitude: sentiment.magnitude,
    ironic: sentiment.ironic,
    language,
    model: sentiment.model,
  };
}
