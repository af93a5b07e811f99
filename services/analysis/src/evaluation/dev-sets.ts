import { EMOTION_LABELS, sentenceSpans } from '../serving';
import {
  loadGoEmotionLabels,
  loadGoEmotions,
  loadNewsArticles,
  loadNewsSplit,
  loadSst2,
} from './datasets';
import { loadSstTrees, TreeSentence } from './sst-trees';

// The dev sets calibration is fitted and judged on, each as labels in the service's own order.
// Sentiment: NEGATIVE 0, NEUTRAL 1, POSITIVE 2 (labels.ts); emotion: labels.ts's EMOTION_LABELS;
// bias: LEFT 0, CENTER 1, RIGHT 2.

export interface DevText {
  text: string;
  gold: number;
}

export const NEGATIVE = 0;
export const NEUTRAL = 1;
export const POSITIVE = 2;

/** SST-5 dev trees, their labels folded to three classes (0–1 negative, 2 neutral, 3–4 positive). */
export function sst5Dev(): (DevText & { tree: TreeSentence })[] {
  return loadSstTrees('dev').map((tree) => ({
    text: tree.text,
    gold: tree.label <= 1 ? NEGATIVE : tree.label === 2 ? NEUTRAL : POSITIVE,
    tree,
  }));
}

/** SST-2 dev: binary, so every gold label is NEGATIVE or POSITIVE (a NEUTRAL reading is wrong). */
export function sst2Dev(): DevText[] {
  return loadSst2('dev').map((r) => ({ text: r.text, gold: r.label === 1 ? POSITIVE : NEGATIVE }));
}

/** GoEmotions dev comments with exactly one sentiment group other than "ambiguous". */
export function goEmotionsGroupDev(): DevText[] {
  const groups = loadGoEmotionLabels('group');
  const index: Record<string, number> = {
    negative: NEGATIVE,
    neutral: NEUTRAL,
    positive: POSITIVE,
  };
  return loadGoEmotions('group', 'dev')
    .filter((r) => r.labels.length === 1 && groups[r.labels[0]] !== 'ambiguous')
    .map((r) => ({ text: r.text, gold: index[groups[r.labels[0]]] }));
}

/** GoEmotions dev comments with exactly one Ekman label, indexed in EMOTION_LABELS' order. */
export function goEmotionsEkmanDev(): DevText[] {
  const ekman = loadGoEmotionLabels('ekman');
  return loadGoEmotions('ekman', 'dev')
    .filter((r) => r.labels.length === 1)
    .map((r) => ({
      text: r.text,
      gold: (EMOTION_LABELS as readonly string[]).indexOf(ekman[r.labels[0]]),
    }));
}

/**
 * Multi-sentence texts with one sentiment label for the whole: the GoEmotions group dev comments
 * of two sentences or more, read as documents (sentence by sentence) to calibrate a document's
 * overall reading.
 */
export function documentDev(): (DevText & { sentences: string[] })[] {
  return goEmotionsGroupDev()
    .map((d) => ({
      ...d,
      sentences: sentenceSpans(d.text).map((s) => d.text.slice(s.start, s.end)),
    }))
    .filter((d) => d.sentences.length >= 2);
}

export interface DevArticle {
  title: string;
  text: string;
  gold: number;
}

/** A news-bias split's valid articles (title and text apart, as the service receives them). */
export function newsBiasValid(split: 'random' | 'media'): DevArticle[] {
  const articles = loadNewsArticles();
  return loadNewsSplit(split, 'valid').map((r) => {
    const a = articles.get(r.text);
    if (!a) throw new Error(`news split id ${r.text} has no article`);
    return { title: a.title, text: a.text, gold: r.label };
  });
}
