/**
 * The language a text is written in, so that text SentiLog's English models cannot read gets no
 * confident label (issue 35, item 7). A wrapper over eld (Nito-ELD, Apache-2.0: n-gram scores for
 * 60 languages, offline, no native code), 'small' database.
 *
 * Why eld: on short English text, which is the product's common case and the hard one (tweets,
 * one-line journal entries), it mislabels far less than the others tried. Share of English texts
 * called another language, each detector's own top answer, no rule (SST-2 dev 872 sentences /
 * GoEmotions dev 5,426 comments / TweetEval sentiment val 2,000 tweets): eld small 0.5 / 1.0 /
 * 0.3 %; tinyld 1.3.4 5.0 / 4.4 / 6.2 % (it calls "leigh 's film is full of memorable performances
 * from top to bottom ." Icelandic); cld3-asm 4.0.0 (CLD3) 9 % overall.
 *
 * The rule on top of it, chosen on those sets: a text is another language only when it has at
 * least MIN_LETTERS letters (MIN_OTHER_SCRIPT_LETTERS when most of them are in a script English
 * does not use) and eld's score for that language beats English's by MARGIN; otherwise it is
 * 'und' (too short or unclear), which callers read as English.
 *
 * Measured with that rule (`npm run bench -- language`, bench/README.md):
 *  - English called another language: SST-2 dev 0 of 872, GoEmotions dev 5 of 5,426 (0.09 %),
 *    TweetEval val 1 of 2,000 (0.05 %): 0.07 % of all 8,298 (target: under 0.5 %). The five
 *    comments are a few words each ("I hate Detroit" → Norwegian, "Oh ok got ya lol" → Turkish);
 *    the tweet is in romanised Urdu, so not English either.
 *  - French, German and Spanish: 33 sentences each written for the test
 *    (services/analysis/fixtures/foreign-sentences.json, 3 to 14 words): all 99 recognised.
 *  - Cost: 50–80 µs a sentence on a loaded 2-core machine, the rule included; loading the
 *    database about 0.3 s and 46 MB of heap, once per process.
 */
import { eldDetector } from './eld-detector';

export interface DetectedLanguage {
  /** ISO 639-1 code, or 'und' when the text is too short or the answer unclear. */
  code: string;
  /** Whether the code is a confident answer (always false for 'und'). */
  reliable: boolean;
}

/** ISO 639-2's "undetermined": too short to tell, or no clear answer. Read as English. */
export const UNDETERMINED = 'und';

/** Letters a Latin-script text needs before it is called anything but English. */
export const MIN_LETTERS = 12;
/** The same for text mostly in another script (Cyrillic, Greek, CJK …): English never is. */
export const MIN_OTHER_SCRIPT_LETTERS = 4;
/** How far eld's score for another language must beat English's. */
export const MARGIN = 0.08;
/**
 * Characters read at most: a language shows in a few sentences, and eld's cost grows with the
 * text (a 100,000-character paste would take milliseconds). A document is also read per sentence.
 */
export const MAX_CHARACTERS = 5_000;

const LETTER = /\p{L}/gu;
const LATIN_LETTER = /\p{Script=Latin}/gu;

export function detectLanguage(text: string): DetectedLanguage {
  const sample = text.length > MAX_CHARACTERS ? text.slice(0, MAX_CHARACTERS) : text;
  const letters = countOf(sample, LETTER);
  const otherScript = letters - countOf(sample, LATIN_LETTER) > letters / 2;
  if (letters < (otherScript ? MIN_OTHER_SCRIPT_LETTERS : MIN_LETTERS)) return undetermined();
  const result = eldDetector().detect(sample);
  const code = result.language;
  if (!code) return undetermined();
  if (code === 'en') return { code, reliable: result.isReliable() };
  const scores = result.getScores();
  if ((scores[code] ?? 0) - (scores.en ?? 0) < MARGIN) return undetermined();
  return { code, reliable: true };
}

/** Whether SentiLog's models may read the text: English, or too short or unclear to tell. */
export function readsAsEnglish(code: string): boolean {
  return code === 'en' || code === UNDETERMINED;
}

function undetermined(): DetectedLanguage {
  return { code: UNDETERMINED, reliable: false };
}

function countOf(text: string, pattern: RegExp): number {
  let n = 0;
  for (const _ of text.matchAll(pattern)) n++;
  return n;
}
