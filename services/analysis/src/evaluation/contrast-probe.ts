import {
  isContentWord,
  readingOf,
  TextAnalysis,
  TextModels,
  TextWindow,
  windowedText,
  WindowedText,
} from '../models';

// The contrast probe, measured and not served. Riloff et al. (2013) describe sarcasm as a positive
// sentiment against a negative situation; a reading that rests on a few words the rest of the text
// contradicts might be a confident mistake. The probe reads each Positive or Negative text again
// without the top fifth of its content words by their push toward the label, and gives the
// probability that the rest reads as the opposite. `npm run calibrate` reports, on the dev sets,
// how accuracy moves with it beside the calibrated confidence (the model cards give the result:
// it told nothing the confidence did not, so the service does not spend the extra pass on it).

/** Share of a text's content words the probe takes out (ERASER's 20%). */
export const PROBE_SHARE = 0.2;

/**
 * The word indices a polar reading rests on most: the top PROBE_SHARE of the content words by their
 * push toward the label's side (`direction` +1 positive, −1 negative), at least one, only words
 * that pushed that way.
 */
export function supportingWords(
  text: WindowedText,
  weights: readonly number[],
  direction: 1 | -1,
): Set<number> {
  const content = text.words.map((_, i) => i).filter((i) => isContentWord(text.words[i].text));
  const count = Math.max(1, Math.round(PROBE_SHARE * content.length));
  return new Set(
    content
      .filter((i) => direction * weights[i] > 0)
      .sort((a, b) => direction * (weights[b] - weights[a]))
      .slice(0, count),
  );
}

/** The windows with the given words' tokens taken out (a window left empty is dropped). */
export function windowsWithout(
  windows: readonly TextWindow[],
  removed: ReadonlySet<number>,
): TextWindow[] {
  return windows
    .map((w) => {
      const keep = w.words.map((word) => !removed.has(word));
      return { ids: w.ids.filter((_, t) => keep[t]), words: w.words.filter((_, t) => keep[t]) };
    })
    .filter((w) => w.ids.length > 2);
}

/**
 * Each text's contrast (undefined for a Neutral reading): the probability that it reads as the
 * opposite of its polar label once the words it rests on most are taken out; 0 when nothing is
 * left. `analyses` are the accurate tier's explained readings of `texts`, in order.
 */
export async function contrasts(
  models: TextModels,
  texts: readonly string[],
  analyses: readonly TextAnalysis[],
): Promise<(number | undefined)[]> {
  const model = models.accurate;
  const probes = texts.map((t, i) => {
    const { sentiment, weighted } = analyses[i];
    if (sentiment.label === 'NEUTRAL' || !weighted) return undefined;
    const text = windowedText(model.tokenizer, t);
    const direction = sentiment.label === 'POSITIVE' ? 1 : -1;
    return windowsWithout(text.windows, supportingWords(text, weighted.weights, direction));
  });
  const readings = await model.read(probes.flatMap((windows) => (windows ?? []).map((w) => w.ids)));
  let next = 0;
  return probes.map((windows, i) => {
    if (!windows) return undefined;
    const own = readings.slice(next, (next += windows.length));
    if (own.length === 0) return 0;
    const rest = readingOf(
      windows.map((w) => w.ids),
      own,
      model,
    ).sentiment.scores;
    return analyses[i].sentiment.label === 'POSITIVE' ? rest.NEGATIVE : rest.POSITIVE;
  });
}
