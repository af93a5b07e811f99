import type { ModelTier } from '@sentilog/contracts';
import { weightedMean } from './aggregate';
import type { Calibration } from './calibration';
import type { Domain } from './domains';
import { strongestWords, WordWeight, wordWeights } from './explanations';
import { NO_WORD_PRIOR, withWordPrior, WordPrior } from './word-prior';
import { EMOTION_LABELS, EmotionLabel, SENTIMENT_LABELS, SentimentLabel } from './labels';
import { clauseRanges, mixedVerdict, MixedVerdict, ReadPart } from './mixed';
import { Prediction, toPrediction } from './prediction';
import { evenSample, TextWindow, textWindows, WindowedText, windowedText } from './text-windows';
import type { TaskProbabilities, TierModel, WindowReading } from './tiers';

// Sentiment, emotion and irony of texts from one pass of a tier's model, with the text's language
// first: what is not English is said, not labelled. docs/architecture.md, "Models".

/** A sentiment reading: a side, Neutral, or Mixed (strong parts both ways; mixed.ts). */
export type SentimentReadingLabel = SentimentLabel | 'MIXED';

export interface SentimentPrediction extends Omit<Prediction<SentimentLabel>, 'label'> {
  label: SentimentReadingLabel;
  /** P(POSITIVE) − P(NEGATIVE), in [-1, 1]. */
  score: number;
  /** How much feeling the text carries either way, in [0, 1] (mixed.ts). */
  magnitude: number;
  /** Positive wording over a negative situation: the words may say the opposite of what is meant. */
  ironic: boolean;
}

/** A text's words and each one's weight (explanations.ts), for callers that count them. */
export interface WeightedWords {
  text: WindowedText;
  weights: number[];
}

export interface TextAnalysis {
  sentiment: SentimentPrediction;
  emotion: Prediction<EmotionLabel>;
  /** ISO 639-1 code of the text's language ('und': too short to tell, read as English). */
  language: string;
  /** With `explain`: the words that moved the sentiment most, strongest first. */
  explanation?: { words: WordWeight[] };
  /** With `explain`: every word's weight. */
  weighted?: WeightedWords;
  /** The clauses as read, on a tier that reads spans (what the Mixed rule decided on). */
  parts?: readonly ReadPart[];
  /** P(ironic), where the model has an irony head (what `ironic` was decided on). */
  irony?: number;
  /** The domain the sentiment was read in (its first window's; asked for, or read by the model). */
  domain?: Domain;
}

export interface ReadOptions {
  tier?: ModelTier;
  /** Windows of one long text the model reads at most, evenly spread over it. */
  maxWindows?: number;
  /** Weigh every word (from the same pass) and name the strongest. */
  explain?: boolean;
  /**
   * Whose sentiment calibration to read with (domains.ts); when not given, the domain the model's
   * domain head reads (general for a model without one).
   */
  domain?: Domain;
}

/** What a text's language is, and whether the guess is sure enough to refuse the text. */
export type LanguageOf = (text: string) => { code: string; reliable: boolean };

/** Until a detector is given, every text is taken for English. */
const ASSUME_ENGLISH: LanguageOf = () => ({ code: 'und', reliable: false });

/** A long text's windows the text endpoints read at most: about 2,000 tokens, a bounded cost. */
export const DEFAULT_MAX_WINDOWS = 16;

/** Words an explanation names at most. */
export const EXPLANATION_WORDS = 10;

/** Whether a detected language is read: English, or unsure. */
export function readsAsEnglish({ code, reliable }: ReturnType<LanguageOf>): boolean {
  return code === 'en' || code === 'und' || !reliable;
}

/** A text's words and the windows of it the model reads. */
interface PreparedText {
  index: number;
  text: WindowedText;
  windows: TextWindow[];
}

export class TextModels {
  constructor(
    readonly accurate: TierModel,
    readonly fast: TierModel,
    private readonly languageOf: LanguageOf = ASSUME_ENGLISH,
    /** Blended into the explained words' weights (word-prior.ts); none: the shares alone. */
    private readonly wordPrior: WordPrior = NO_WORD_PRIOR,
  ) {}

  tier(tier: ModelTier): TierModel {
    return tier === 'fast' ? this.fast : this.accurate;
  }

  /** One analysis per text, in order; every prediction names the model that made it. */
  async analyze(texts: readonly string[], options: ReadOptions = {}): Promise<TextAnalysis[]> {
    const model = this.tier(options.tier ?? 'accurate');
    const out = new Array<TextAnalysis>(texts.length);
    const english: number[] = [];
    const languages = texts.map((text, i) => {
      const language = this.languageOf(text);
      if (readsAsEnglish(language)) english.push(i);
      else out[i] = notRead(language.code, model, options.explain ?? false);
      return language.code;
    });
    const read = await this.read(
      model,
      english.map((i) => texts[i]),
      options,
    );
    english.forEach((i, k) => {
      out[i] = read[k];
      out[i].language = languages[i] === 'en' ? 'en' : 'und';
    });
    return out;
  }

  private read(
    model: TierModel,
    texts: readonly string[],
    options: ReadOptions,
  ): Promise<TextAnalysis[]> {
    const maxWindows = options.maxWindows ?? DEFAULT_MAX_WINDOWS;
    // A tier that reads spans reads every text's clauses from the same pass (the Mixed rule), which
    // needs the words; the fast tier reads the words only when asked to explain.
    return options.explain || model.spanSentiment
      ? this.withWords(model, texts, maxWindows, options)
      : this.plain(model, texts, maxWindows, options.domain);
  }

  /**
   * Readings from the ids alone. The words' spans, each id's word and the tokens' shares are what
   * explanations need; on the fast tier making them cost more than reading the text (about half
   * its speed, bench/README.md "models"), so a reading that is not explained makes none of them.
   */
  private async plain(
    model: TierModel,
    texts: readonly string[],
    maxWindows: number,
    domain: Domain | undefined,
  ): Promise<TextAnalysis[]> {
    const perText = texts.map((t) => evenSample(textWindows(model.tokenizer, t), maxWindows));
    const readings = await model.read(perText.flat(), { polarity: false, domain });
    let next = 0;
    return perText.map((windows) =>
      readingOf(windows, readings.slice(next, (next += windows.length)), model),
    );
  }

  /** Readings with their words: the clauses (Mixed) and, when asked, each word's weight. */
  private async withWords(
    model: TierModel,
    texts: readonly string[],
    maxWindows: number,
    options: ReadOptions,
  ): Promise<TextAnalysis[]> {
    const prepared: PreparedText[] = texts.map((t, index) => {
      const text = windowedText(model.tokenizer, t);
      return { index, text, windows: evenSample(text.windows, maxWindows) };
    });
    const readings = await model.read(
      prepared.flatMap((p) => p.windows.map((w) => w.ids)),
      { polarity: true, domain: options.domain },
    );
    let next = 0;
    return prepared.map((p): TextAnalysis => {
      const own = readings.slice(next, (next += p.windows.length));
      const parts = model.spanSentiment ? clauseReadings(model, texts[p.index], p, own) : [];
      const analysis = readingOf(
        p.windows.map((w) => w.ids),
        own,
        model,
        parts,
      );
      if (!options.explain || own.length === 0) return analysis;
      const weights = withWordPrior(
        p.text.words,
        wordWeights(p.text, p.windows, own),
        this.wordPrior,
      );
      return {
        ...analysis,
        explanation: {
          words: strongestWords(p.text, texts[p.index], weights, EXPLANATION_WORDS),
        },
        weighted: { text: p.text, weights },
      };
    });
  }
}

/** Each clause of a text, read from its windows' pass: a clause cut by a window is two parts. */
function clauseReadings(
  model: TierModel,
  source: string,
  p: PreparedText,
  readings: readonly WindowReading[],
): ReadPart[] {
  const words = p.text.words;
  if (words.length === 0 || !model.spanSentiment) return [];
  const clauseOf = new Array<number>(words.length);
  clauseRanges(source, words).forEach((range, c) => {
    for (let w = range.start; w < range.end; w++) clauseOf[w] = c;
  });
  const parts: ReadPart[] = [];
  p.windows.forEach((window, k) => {
    let start = -1;
    for (let t = 1; t <= window.words.length - 1; t++) {
      const word = window.words[t];
      const clause = word >= 0 ? clauseOf[word] : -1;
      const previous = start >= 0 ? clauseOf[window.words[start]] : -1;
      if (start >= 0 && clause !== previous) {
        parts.push({
          probs: model.spanSentiment!(readings[k], start, t),
          tokens: t - start,
        });
        start = -1;
      }
      if (start < 0 && clause >= 0) start = t;
    }
  });
  return parts;
}

/** What a text not in English gets: its language, and no label that looks like a reading. */
function notRead(language: string, model: TierModel, explain: boolean): TextAnalysis {
  const analysis = analysisOf(undefined, undefined, model);
  analysis.language = language;
  analysis.sentiment.uncertain = true;
  analysis.emotion.uncertain = true;
  if (explain) analysis.explanation = { words: [] };
  return analysis;
}

/** One text's analysis from its windows' probabilities: their mean, weighted by tokens. */
export function readingOf(
  windows: readonly number[][],
  probs: readonly TaskProbabilities[],
  model: Pick<TierModel, 'info' | 'calibration'>,
  parts: readonly ReadPart[] = [],
): TextAnalysis {
  const weights = windows.map((w) => w.length - 2);
  const mean = (pick: (p: TaskProbabilities) => number[]) => {
    if (probs.length === 0) return undefined;
    return probs.length === 1 ? pick(probs[0]) : weightedMean(probs.map(pick), weights);
  };
  const irony = probs.every((p) => p.irony !== undefined) ? mean((p) => [p.irony!]) : undefined;
  const analysis = analysisOf(
    mean((p) => p.sentiment),
    mean((p) => p.emotion),
    model,
    { parts, irony: irony?.[0] },
  );
  if (probs[0]?.domain) analysis.domain = probs[0].domain;
  return analysis;
}

/** What besides the whole text's probabilities decides its sentiment reading. */
export interface ReadingExtras {
  /** The text's parts as read (mixed.ts); none: the text cannot read Mixed. */
  parts?: readonly ReadPart[];
  /** P(ironic), where the model has an irony head. */
  irony?: number;
}

/** Predictions from each task's probabilities (undefined: the text had no words). */
export function analysisOf(
  sentimentProbs: number[] | undefined,
  emotionProbs: number[] | undefined,
  { info, calibration }: Pick<TierModel, 'info' | 'calibration'>,
  extras: ReadingExtras = {},
): TextAnalysis {
  const s = toPrediction(
    SENTIMENT_LABELS,
    sentimentProbs,
    'NEUTRAL',
    calibration.uncertain.sentiment,
  );
  const e = toPrediction(EMOTION_LABELS, emotionProbs, 'neutral', calibration.uncertain.emotion);
  const verdict: MixedVerdict = sentimentProbs
    ? mixedVerdict(sentimentProbs, extras.parts ?? [], calibration.mixed)
    : { mixed: false, magnitude: 0, confidence: 0 };
  // Written out rather than spread: the fast tier makes two of these per text, and the spread
  // copies took about a sixth of its time.
  return {
    sentiment: {
      label: verdict.mixed ? 'MIXED' : s.label,
      scores: s.scores,
      confidence: verdict.mixed ? verdict.confidence : s.confidence,
      uncertain: verdict.mixed ? false : s.uncertain,
      score: s.scores.POSITIVE - s.scores.NEGATIVE,
      magnitude: verdict.magnitude,
      ironic: isIronic(extras.irony, calibration),
      model: info,
    },
    emotion: {
      label: e.label,
      scores: e.scores,
      confidence: e.confidence,
      uncertain: e.uncertain,
      model: info,
    },
    language: 'en',
    ...(extras.parts && extras.parts.length > 0 && { parts: extras.parts }),
    ...(extras.irony !== undefined && { irony: extras.irony }),
  };
}

function isIronic(irony: number | undefined, calibration: Calibration): boolean {
  return (
    irony !== undefined &&
    calibration.ironyAtLeast !== undefined &&
    irony >= calibration.ironyAtLeast
  );
}
