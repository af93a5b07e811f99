import {
  DOMAINS,
  Domain,
  isContentWord,
  mixedVerdict,
  TextAnalysis,
  TextModels,
  TierModel,
  type WordPrior,
} from '../serving';
import type {
  Calibration,
  MixedRule,
  UncertaintyRule,
  VectorScaling,
} from '../serving/calibration';
import {
  calibrationScores,
  chooseTermWeight,
  GoldWord,
  Labelled,
  uncertainBelow,
  withVector,
} from './calibration-fit';
import { DomainDevSet, loadDomainDevSets, NOT_NEGATIVE_GOLD, sampled } from './domain-dev-sets';
import { sst5Dev } from './dev-sets';
import { binaryView, fitHead, SetReport } from './fit-head';
import { accuracy, argmax, macroF1, macroRecall, notNegativePassRate } from './metrics';

// A text tier's calibration.json, fitted on the domain dev sets (domain-dev-sets.ts): the sentiment
// head's vector scaling per domain (its scale and bias per class: where a domain's people draw the
// line between Neutral and a side), the emotion and irony temperatures, the Uncertain rules, the
// irony threshold, the Mixed rule and the term weight. Each is chosen by a stated rule on dev labels;
// docs/architecture.md, "Calibration", says what each does.

/** The dev sets each domain's sentiment is fitted on, each weighted equally. */
export const DOMAIN_FIT_SETS: Record<Domain, string[]> = {
  general: ['sst5_3class_acc'],
  news: ['news_headlines_macro_f1', 'news_sentences_macro_f1'],
  finance: ['finance_macro_f1'],
  social: ['tweets_macro_recall', 'goemotions_group_macro_f1'],
  diary: ['synthetic_diary_pass', 'goemotions_group_macro_f1'],
};
/** Judged with the general calibration, never fitted on. */
const SENTIMENT_JUDGED = ['sst2_acc'];
const EMOTION_FIT_SETS = ['ekman_single_label_macro_f1', 'diary_emotion_macro_f1'];
const IRONY_SETS = ['irony_tweets_macro_f1', 'irony_synthetic_macro_f1'];
/** Texts that are plainly not ironic, for the irony threshold: the general tweets. */
const PLAIN_TWEETS = 'tweets_macro_recall';
/** The share of plain tweets the irony flag may fire on (the bound is 10%). */
export const PLAIN_IRONY_RATE = 0.07;
/** Where the Mixed rule may fire without a strongly mixed text: at most this share of them. */
const MIXED_PLAIN_SETS = ['tweets_macro_recall', 'news_headlines_macro_f1', 'finance_macro_f1'];
export const PLAIN_MIXED_RATE = 0.05;

const NEGATIVE = 0;
const POSITIVE = 2;

export interface TextTierResult {
  calibration: Calibration;
  reports: SetReport[];
  report: Record<string, unknown>;
}

/**
 * An irony fit carried over from the calibration of the model version a new one was made from, for a
 * model that version's encoder and irony head serve unchanged (calibrate.ts, --keep-irony).
 */
export interface KeptIrony {
  temperature: number;
  ironyAtLeast: number;
  report: Record<string, unknown>;
  reports: SetReport[];
}

type Log = (line: string) => void;
const round = (x: number, digits = 4) => Number(x.toFixed(digits));
const sentimentProbs = (a: TextAnalysis) => [
  a.sentiment.scores.NEGATIVE,
  a.sentiment.scores.NEUTRAL,
  a.sentiment.scores.POSITIVE,
];
const emotionProbs = (a: TextAnalysis) => Object.values(a.emotion.scores);

/** Analyses in batches of 32, with progress. */
export async function analyzeAll(
  models: TextModels,
  texts: readonly string[],
  options: Parameters<TextModels['analyze']>[1],
  log: Log,
  what: string,
): Promise<TextAnalysis[]> {
  const out: TextAnalysis[] = [];
  for (let i = 0; i < texts.length; i += 32) {
    out.push(...(await models.analyze(texts.slice(i, i + 32), options)));
    if (i % 1280 === 0) log(`  ${what}: ${i}/${texts.length}`);
  }
  return out;
}

/** A set's metric, as training scores it (sentilog_training/metrics.py). */
export function metricOf(set: DomainDevSet, probs: readonly number[][]): number {
  const gold = set.rows.map((r) => r.gold);
  if (set.metric === 'sst2') {
    return accuracy(
      gold,
      probs.map((p) => (p[POSITIVE] >= p[NEGATIVE] ? POSITIVE : NEGATIVE)),
    );
  }
  const predicted = probs.map(argmax);
  switch (set.metric) {
    case 'accuracy':
      return accuracy(gold, predicted);
    case 'macro_recall':
      return macroRecall(gold, predicted);
    case 'not_negative':
      return notNegativePassRate(gold, predicted, NOT_NEGATIVE_GOLD, NEGATIVE);
    default:
      return macroF1(gold, predicted, probs[0]?.length ?? 0);
  }
}

/** The confidence rule from cross-fitted readings: below it readings were more often wrong. */
export function confidenceRule(probs: number[][], gold: number[]): UncertaintyRule | undefined {
  const below = uncertainBelow(
    probs.map((p, i) => ({ confidence: Math.max(...p), correct: argmax(p) === gold[i] })),
  );
  return below === undefined ? undefined : { confidenceBelow: round(below, 4) };
}

const labelled = (set: DomainDevSet, probs: number[][]): Labelled[] =>
  set.rows.map((r, i) => ({ probs: probs[i], gold: r.gold }));

/**
 * The smallest irony threshold that flags at most PLAIN_IRONY_RATE of the plain tweets, with the
 * share it flags of the ironic and the plain dev texts.
 */
export function chooseIronyThreshold(plain: readonly number[], ironic: readonly number[]) {
  const sorted = [...plain].sort((a, b) => b - a);
  const index = Math.floor(sorted.length * PLAIN_IRONY_RATE);
  const threshold = Math.min(0.99, Math.max(0.5, (sorted[index] ?? 0.5) + 1e-6));
  const rate = (xs: readonly number[]) =>
    xs.filter((x) => x >= threshold).length / Math.max(1, xs.length);
  return {
    threshold: round(threshold, 4),
    plainFlagged: round(rate(plain)),
    ironicFlagged: round(rate(ironic)),
  };
}

interface MixedCandidate {
  rule: MixedRule;
  f1: number;
  plainRate: number;
}

/**
 * The Mixed rule with the best F1 on the two-part dev texts (mixed against one-sided) among those
 * that call at most PLAIN_MIXED_RATE of the plain domain texts Mixed.
 */
export function chooseMixedRule(
  twoPart: readonly { analysis: TextAnalysis; mixed: boolean }[],
  plain: readonly TextAnalysis[],
): MixedCandidate | undefined {
  const isMixed = (a: TextAnalysis, rule: MixedRule) =>
    mixedVerdict(sentimentProbs(a), a.parts ?? [], rule).mixed;
  let best: MixedCandidate | undefined;
  for (const partConfidence of [0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9]) {
    for (const partShare of [0.1, 0.15, 0.2, 0.25, 0.3]) {
      for (const wholeBelow of [0.6, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95, 1]) {
        const rule = { partConfidence, partShare, wholeBelow };
        const plainRate = plain.filter((a) => isMixed(a, rule)).length / Math.max(1, plain.length);
        if (plainRate > PLAIN_MIXED_RATE) continue;
        const gold = twoPart.map((t) => (t.mixed ? 1 : 0));
        const predicted = twoPart.map((t) => (isMixed(t.analysis, rule) ? 1 : 0));
        const f1 = macroF1(gold, predicted, 2);
        if (!best || f1 > best.f1) best = { rule, f1: round(f1), plainRate: round(plainRate) };
      }
    }
  }
  return best;
}

/**
 * The sentiment term weight (documents' Sentiment Indicators): the threshold whose marks agree best
 * with SST-5 dev's word labels, on the weights the service explains with — the tier's shares
 * blended with the word prior (serving/word-prior.ts), so it is refitted when either changes
 * (`npm run calibrate -- --only terms`).
 */
export async function fitTermWeight(
  tier: TierModel,
  prior: WordPrior,
  sample: number,
  log: Log,
): Promise<{ weight: number; report: { chosenOn: string; f1: number } }> {
  const trees = sst5Dev().filter((_, i) => i % sample === 0);
  const explained = await analyzeAll(
    new TextModels(tier, tier, undefined, prior),
    trees.map((t) => t.text),
    { tier: 'accurate', explain: true },
    log,
    'term weight',
  );
  const terms = chooseTermWeight(goldWords(trees, explained));
  return {
    weight: round(terms.weight, 4),
    report: {
      chosenOn: 'SST-5 dev tree word labels, shares blended with the word prior',
      f1: round(terms.f1),
    },
  };
}

/** SST's word labels against the explanation weights of the same sentences' words. */
function goldWords(trees: ReturnType<typeof sst5Dev>, analyses: TextAnalysis[]): GoldWord[] {
  const out: GoldWord[] = [];
  trees.forEach(({ tree }, i) => {
    const weighted = analyses[i].weighted;
    if (!weighted) throw new Error('term weights need explained readings');
    for (const leaf of tree.words) {
      if (!isContentWord(leaf.word.toLowerCase())) continue;
      let weight = 0;
      weighted.text.words.forEach((w, k) => {
        if (w.start >= leaf.start && w.end <= leaf.end) weight += weighted.weights[k];
      });
      out.push({ polarity: leaf.label <= 1 ? -1 : leaf.label >= 3 ? 1 : 0, weight });
    }
  });
  return out;
}

/** Everything a text tier's calibration.json holds but the document head, fitted on the dev sets. */
/**
 * A domain keeps its own sentiment vector only where it reads that domain's dev sets better (mean of
 * their metrics, cross-fitted) than the general vector does; elsewhere the domain reads with the
 * general one, named under its key. The likelihood fit can settle on a vector that is well
 * calibrated and useless: the fast tier (no domain data behind it) fitted a finance vector that
 * read 98% of finance Neutral, macro-F1 0.29 against 0.45 with the general one.
 */
export function keepOnlyDomainsThatHelp(
  vectors: Record<string, VectorScaling>,
  report: Record<string, unknown>,
  raw: Record<string, Labelled[]>,
  set: (key: string) => DomainDevSet,
): void {
  const general = vectors['sentiment:general'];
  for (const domain of DOMAINS) {
    if (domain === 'general') continue;
    const keys = DOMAIN_FIT_SETS[domain];
    const own = keys.map((k) => (report[domain] as Record<string, { value: number }>)[k].value);
    const withGeneral = keys.map((k) =>
      metricOf(
        set(k),
        raw[k].map((e) => withVector(e.probs, general)),
      ),
    );
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    if (mean(own) >= mean(withGeneral)) continue;
    vectors[`sentiment:${domain}`] = general;
    report[domain] = {
      ...(report[domain] as object),
      readsWithGeneral: `its own vector read ${round(mean(own))}, the general one ${round(mean(withGeneral))}`,
    };
  }
}

/**
 * The domain a sentiment dev set is read in, raw, to fit the vector of the domain it belongs to, so
 * that it is read by the head that domain is served from (tiers.ts: news and finance by the news
 * head, where the model has one). Read by default instead, the texts the domain head takes for news
 * would reach another domain's fit through the news head, and the other way round.
 */
function headDomainOf(key: string): Domain {
  return DOMAINS.find((d) => DOMAIN_FIT_SETS[d].includes(key)) ?? 'general';
}

export async function calibrateTextTier(
  name: 'accurate' | 'fast',
  build: (calibration?: Calibration) => TierModel,
  sample: number,
  log: Log,
  prior: WordPrior,
  keptIrony?: KeptIrony,
): Promise<TextTierResult & { calibrated: TierModel }> {
  const sets = new Map(
    [...loadDomainDevSets()].map(([key, set]) => [key, sampled(set, sample)] as const),
  );
  const set = (key: string) => {
    const found = sets.get(key);
    if (!found) throw new Error(`no dev set ${key}: export the dev sets again`);
    return found;
  };
  const raw = new TextModels(build(), build());
  const read = async (key: string, domain?: Domain) =>
    analyzeAll(
      raw,
      set(key).rows.map((r) => r.text),
      { tier: 'accurate', domain },
      log,
      `${name} ${key}`,
    );

  // Sentiment, per domain.
  const sentimentKeys = [
    ...new Set([...Object.values(DOMAIN_FIT_SETS).flat(), ...SENTIMENT_JUDGED]),
  ];
  const sentimentRaw: Record<string, Labelled[]> = {};
  for (const key of sentimentKeys) {
    sentimentRaw[key] = labelled(
      set(key),
      (await read(key, headDomainOf(key))).map(sentimentProbs),
    );
  }
  const vectors: Record<string, VectorScaling> = {};
  const reports: SetReport[] = [];
  const domainReport: Record<string, unknown> = {};
  const pooled: { probs: number[]; gold: number }[] = [];
  for (const domain of DOMAINS) {
    const fitOn = DOMAIN_FIT_SETS[domain];
    const judged = domain === 'general' ? SENTIMENT_JUDGED : [];
    const fitted = fitHead(
      `sentiment:${domain}`,
      Object.fromEntries([...fitOn, ...judged].map((k) => [k, sentimentRaw[k]])),
      fitOn,
      { method: 'vector', views: { sst2_acc: binaryView } },
    );
    vectors[`sentiment:${domain}`] = fitted.vector as VectorScaling;
    reports.push(...fitted.reports);
    domainReport[domain] = Object.fromEntries(
      [...fitOn, ...judged].map((key) => {
        const probs = fitted.crossFitted[key];
        const predicted = probs.map(argmax);
        const gold = set(key).rows.map((r) => r.gold);
        return [
          key,
          {
            metric: set(key).metric,
            value: round(metricOf(set(key), probs)),
            target: set(key).target,
            neutralShare: round(predicted.filter((p) => p === 1).length / predicted.length),
            neutralShareGold: round(gold.filter((g) => g === 1).length / gold.length),
          },
        ];
      }),
    );
    for (const key of fitOn) {
      fitted.crossFitted[key].forEach((probs, i) => {
        const gold = sentimentRaw[key][i].gold;
        if (gold !== NOT_NEGATIVE_GOLD) pooled.push({ probs, gold });
      });
    }
  }
  keepOnlyDomainsThatHelp(vectors, domainReport, sentimentRaw, set);
  const sentimentRule = confidenceRule(
    pooled.map((p) => p.probs),
    pooled.map((p) => p.gold),
  );

  // Emotion: one temperature over the Ekman comments and the diary sentences.
  const emotionRaw: Record<string, Labelled[]> = {};
  for (const key of EMOTION_FIT_SETS) {
    emotionRaw[key] = labelled(set(key), (await read(key)).map(emotionProbs));
  }
  const emotion = fitHead('emotion', emotionRaw, EMOTION_FIT_SETS);
  reports.push(...emotion.reports);
  const emotionPooled = EMOTION_FIT_SETS.flatMap((k) => emotion.crossFitted[k]);
  const emotionRule = confidenceRule(
    emotionPooled,
    EMOTION_FIT_SETS.flatMap((k) => emotionRaw[k].map((e) => e.gold)),
  );
  const temperatures: Record<string, number> = { emotion: emotion.temperature as number };

  // Irony, where the tier has the head: a temperature, then the flag's threshold.
  const probe = (await raw.analyze(['A test sentence.']))[0];
  let ironyReport: Record<string, unknown> | undefined;
  let ironyAtLeast: number | undefined;
  if (probe.irony !== undefined && keptIrony) {
    temperatures.irony = keptIrony.temperature;
    ironyAtLeast = keptIrony.ironyAtLeast;
    ironyReport = keptIrony.report;
    reports.push(...keptIrony.reports);
  } else if (probe.irony !== undefined) {
    const ironyRaw: Record<string, Labelled[]> = {};
    for (const key of IRONY_SETS) {
      ironyRaw[key] = labelled(
        set(key),
        (await read(key)).map((a) => [1 - (a.irony as number), a.irony as number]),
      );
    }
    const irony = fitHead('irony', ironyRaw, IRONY_SETS);
    reports.push(...irony.reports);
    temperatures.irony = irony.temperature as number;
    const calibratedIrony = build({ temperatures: { irony: temperatures.irony }, uncertain: {} });
    const ironyOf = async (key: string) =>
      (
        await analyzeAll(
          new TextModels(calibratedIrony, calibratedIrony),
          set(key).rows.map((r) => r.text),
          { tier: 'accurate' },
          log,
          `irony ${key}`,
        )
      ).map((a) => a.irony as number);
    const plainTweets = await ironyOf(PLAIN_TWEETS);
    const tweetIrony = await ironyOf('irony_tweets_macro_f1');
    const tweetGold = set('irony_tweets_macro_f1').rows.map((r) => r.gold);
    const chosen = chooseIronyThreshold(
      plainTweets,
      tweetIrony.filter((_, i) => tweetGold[i] === 1),
    );
    ironyAtLeast = chosen.threshold;
    const notIronic = tweetIrony.filter((_, i) => tweetGold[i] === 0);
    ironyReport = {
      chosenBy: `the smallest threshold flagging at most ${PLAIN_IRONY_RATE} of the plain tweets (${PLAIN_TWEETS})`,
      ...chosen,
      notIronicTweetsFlagged: round(
        notIronic.filter((x) => x >= chosen.threshold).length / Math.max(1, notIronic.length),
      ),
    };
  }

  const calibration: Calibration = {
    temperatures,
    vectors,
    uncertain: {
      ...(sentimentRule && { sentiment: sentimentRule }),
      ...(emotionRule && { emotion: emotionRule }),
    },
    ...(ironyAtLeast !== undefined && { ironyAtLeast }),
  };

  // With that calibration: the Mixed rule (tiers that read clauses) and the term weight.
  log(`${name}: the Mixed rule and the term weight, calibrated`);
  const calibrated = build(calibration);
  const models = new TextModels(calibrated, calibrated);
  let mixedReport: Record<string, unknown> | undefined;
  if (calibrated.spanSentiment) {
    const twoPart = set('mixed_rule');
    const twoPartRead = await analyzeAll(
      models,
      twoPart.rows.map((r) => r.text),
      { tier: 'accurate' },
      log,
      'mixed rule',
    );
    const plain: TextAnalysis[] = [];
    for (const key of MIXED_PLAIN_SETS) {
      const domain = (Object.entries(DOMAIN_FIT_SETS).find(([, keys]) => keys.includes(key))?.[0] ??
        'general') as Domain;
      plain.push(
        ...(await analyzeAll(
          models,
          set(key).rows.map((r) => r.text),
          { tier: 'accurate', domain },
          log,
          `mixed plain ${key}`,
        )),
      );
    }
    const chosen = chooseMixedRule(
      twoPartRead.map((analysis, i) => ({ analysis, mixed: twoPart.rows[i].gold === 1 })),
      plain,
    );
    if (chosen) calibration.mixed = chosen.rule;
    mixedReport = {
      chosenBy: `best F1 on mixed_rule (${twoPart.rows.length} two-part texts) calling at most ${PLAIN_MIXED_RATE} of ${MIXED_PLAIN_SETS.join(', ')} Mixed`,
      ...(chosen ?? { rule: null }),
    };
  }
  // How the sets read by default, with no domain named: in the domain the model's domain head reads.
  const asDefault: Record<string, unknown> = {};
  for (const key of sentimentKeys) {
    const analyses = await analyzeAll(
      models,
      set(key).rows.map((r) => r.text),
      { tier: 'accurate' },
      log,
      `default ${key}`,
    );
    const probs = analyses.map(sentimentProbs);
    const gold = set(key).rows.map((r) => r.gold);
    const domains: Record<string, number> = {};
    for (const a of analyses)
      domains[a.domain ?? 'general'] = (domains[a.domain ?? 'general'] ?? 0) + 1;
    asDefault[key] = {
      value: round(metricOf(set(key), probs)),
      ece: round(
        calibrationScores(
          probs.filter((_, i) => gold[i] !== NOT_NEGATIVE_GOLD),
          gold.filter((g) => g !== NOT_NEGATIVE_GOLD),
        ).ece,
      ),
      neutralShare: round(probs.filter((p) => argmax(p) === 1).length / probs.length),
      readAs: domains,
    };
  }
  const terms = await fitTermWeight(build(calibration), prior, sample, log);
  calibration.termWeight = terms.weight;

  return {
    calibration,
    calibrated: build(calibration),
    reports,
    report: {
      sentimentFittedOn: DOMAIN_FIT_SETS,
      domains: domainReport,
      asDefault,
      uncertain: {
        sentiment: sentimentRule ?? null,
        emotion: emotionRule ?? null,
      },
      ...(ironyReport && { irony: ironyReport }),
      ...(mixedReport && { mixed: mixedReport }),
      termWeight: terms.report,
      eceFloorNote: 'the ECE a perfectly calibrated model would show on as many examples',
    },
  };
}
