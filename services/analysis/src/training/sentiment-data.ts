import { normaliseText } from '../models/normalise';
import {
  loadGoEmotionLabels,
  loadGoEmotions,
  loadSst2,
  loadSst5,
  loadSst5Trees,
  MultiLabelText,
} from './datasets';

// Three-class sentiment (NEGATIVE, NEUTRAL, POSITIVE = 0, 1, 2) gathered from the Stanford Sentiment
// Treebank (every labelled phrase, which is what lets a CNN learn negation and contrast) and GoEmotions
// comments grouped by sentiment (everyday, informal text).

export const NEG = 0;
export const NEU = 1;
export const POS = 2;

/** SST-5: 0, 1 negative; 2 neutral; 3, 4 positive. */
export function sst5ToThree(label: number): number {
  return label <= 1 ? NEG : label === 2 ? NEU : POS;
}

/** GoEmotions comments with exactly one sentiment group other than "ambiguous", as 0–2. */
export function goEmotionsSentiment(split: 'train' | 'dev'): { text: string; label: number }[] {
  const names = loadGoEmotionLabels('group');
  const map: Record<string, number> = { negative: NEG, neutral: NEU, positive: POS };
  return loadGoEmotions('group', split)
    .filter((r: MultiLabelText) => r.labels.length === 1 && names[r.labels[0]] in map)
    .map((r) => ({ text: r.text, label: map[names[r.labels[0]]] }));
}

/**
 * Unique training phrases of the treebank with 3-class labels (SST-5 trees, then SST-2's phrases).
 * The shared sst5 train files also hold the 1,101 dev sentences (9,645 = 8,544 + 1,101 rows), so every
 * tree whose sentence is an SST-5 or SST-2 dev sentence is dropped; `leakedTrees` counts them.
 */
export function sstTrainPhrases(): {
  phrases: { text: string; label: number }[];
  leakedTrees: number;
} {
  const devSentences = new Set(
    [...loadSst5('dev'), ...loadSst2('dev')].map((r) => normaliseText(r.text)),
  );
  const byText = new Map<string, number>();
  let leakedTrees = 0;
  for (const tree of loadSst5Trees('train')) {
    if (devSentences.has(normaliseText(tree[tree.length - 1].text))) {
      leakedTrees++;
      continue;
    }
    for (const p of tree) {
      const key = normaliseText(p.text);
      if (key && !byText.has(key)) byText.set(key, sst5ToThree(p.label));
    }
  }
  for (const p of loadSst2('train')) {
    const key = normaliseText(p.text);
    if (key && !devSentences.has(key) && !byText.has(key))
      byText.set(key, p.label === 1 ? POS : NEG);
  }
  const phrases = [...byText].map(([text, label]) => ({ text, label }));
  return { phrases, leakedTrees };
}

export interface SentimentDev {
  sst2: { text: string; label: number }[];
  sst5: { text: string; label: number }[];
  goEmotions: { text: string; label: number }[];
}

export function sentimentDev(): SentimentDev {
  return {
    sst2: loadSst2('dev').map((r) => ({ text: r.text, label: r.label === 1 ? POS : NEG })),
    sst5: loadSst5('dev').map((r) => ({ text: r.text, label: sst5ToThree(r.label) })),
    goEmotions: goEmotionsSentiment('dev'),
  };
}
