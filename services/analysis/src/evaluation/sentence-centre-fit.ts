import {
  meanVector,
  SENTENCE_CENTRE_FORMAT,
  SENTENCE_LAYERS,
  SentenceCentre,
} from '../serving/encoder/sentence-vectors';
import { loadNewsArticles, loadNewsSplit } from './datasets';

/** Reference texts: about this many news-bias training articles, spread over the split. */
const REFERENCE_TEXTS = 2_000;
/** As much of an article's text as a feed's description gives, beside its title. */
const DESCRIPTION_CHARS = 240;

interface Embedder {
  readonly version: string;
  readonly tokenizer: { encode(text: string): number[] };
  embed(sequences: readonly number[][]): Promise<number[][]>;
}

/**
 * The centre of the sentence vectors (serving/encoder/sentence-vectors.ts), fitted as the mean vector of
 * news-bias training articles read the way the news service reads a feed item: its title and the
 * first lines of its text. Every `sample`th reference text when sampling.
 */
export async function fitSentenceCentre(encoder: Embedder, sample = 1): Promise<SentenceCentre> {
  const articles = loadNewsArticles();
  const split = loadNewsSplit('random', 'train');
  const step = Math.max(1, Math.floor(split.length / REFERENCE_TEXTS)) * sample;
  const texts: string[] = [];
  for (let i = 0; i < split.length; i += step) {
    const article = articles.get(split[i].text);
    if (article) texts.push(`${article.title}. ${article.text.slice(0, DESCRIPTION_CHARS)}`);
  }
  const vectors = await encoder.embed(texts.map((text) => encoder.tokenizer.encode(text)));
  return {
    format: SENTENCE_CENTRE_FORMAT,
    modelVersion: encoder.version,
    layers: SENTENCE_LAYERS,
    source: `news-bias random train split: every ${step}th article's title and first ${DESCRIPTION_CHARS} characters`,
    texts: texts.length,
    mean: meanVector(vectors).map((x) => Math.round(x * 1e7) / 1e7),
  };
}
