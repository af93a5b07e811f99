// What identifies an outlet rather than what an article says: its name, its reporters' bylines, its
// datelines ("WASHINGTON (Reuters) —"), its boilerplate ("Follow us", "Story highlights", "JUST
// WATCHED", "contributed to this report"), addresses and handles. The leaning model reads an
// article with these taken out — in training (the bias-ngram CLI's `strip`, which the Python
// trainers call) and in serving alike — so that it learns the article, not the outlet's house style,
// and reads an outlet it has never seen the way it reads the ones it has. docs/architecture.md,
// "News bias".

/** A line that is the outlet's furniture, not the article: dropped whole. */
const FURNITURE_LINE = new RegExp(
  [
    '^follow (?:@|us\\b)',
    '^story highlights',
    '^(?:just watched|must watch)',
    'replay more videos',
    '^click here',
    '^sign up\\b',
    '^subscribe\\b',
    '^(?:read|see) more\\b',
    '^related(?: coverage| stories)?:',
    '^advertisement$',
    '^share (?:this|on)\\b',
    '^(?:©|\\(c\\)|copyright\\b)',
    'all rights reserved',
    '^this (?:article|story) (?:was|originally|first)\\b',
    '^(?:reporting|editing|additional reporting|writing) by\\b',
    'contributed (?:to )?(?:this )?report',
    '^(?:photo|image|video|watch|listen|caption)s?\\s*[:|]',
    '\\b(?:getty images|ap photo|afp|shutterstock|reuters/)',
    '^(?:toggle|hide) caption',
    '^enlarge this image',
    '^updated?\\b.{0,40}\\b(?:am|pm|et|gmt|utc)\\b',
    '^\\d+ (?:years?|months?|weeks?|days?|hours?|minutes?) ago$',
    '^more on this',
    '^(?:prev|next) image',
  ].join('|'),
  'i',
);

/** Phrases of a site's furniture that may sit anywhere in a short line: the line goes. */
const FURNITURE_PHRASE = new RegExp(
  [
    'story continued below',
    'continue reading',
    'sign up (?:here|today|now|to receive|for (?:our|the|a) \\w* ?newsletter)',
    '\\bnewsletters?\\b',
    '\\bunsubscribe\\b',
    'privacy policy',
    'recaptcha',
    'listen to (?:this )?article',
    'share this (?:article|story)',
    'thank you for subscribing',
    'opinions expressed (?:by|in)',
  ].join('|'),
  'i',
);
/** A line longer than this many words is an article's own, whatever phrase it holds. */
const SHORT_LINE_WORDS = 40;

/**
 * "WASHINGTON (Reuters) —", "NEW YORK —", "Washington (CNN) -" opening the article: a place in
 * capitals, or a place followed by the outlet in brackets, then a dash.
 */
const DATELINE =
  /^(?:[A-Z][A-Z.'-]+(?:[ ,]+[A-Z][A-Z.'-]+){0,3}(?:,\s*[A-Z][a-z.]+)?(?:\s*\([^)\n]{2,30}\))?|[A-Z][A-Za-z.'-]+(?:\s+[A-Z][A-Za-z.'-]+){0,2}\s*\([^)\n]{2,30}\))\s*[—–-]{1,2}\s+/;
/** "By Jane Doe", "By Jane Doe and John Roe", "By JANE DOE, Staff Writer" opening a line. */
const BYLINE =
  /^by\s+[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,3}(?:\s*(?:,|and|&)\s*[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,3})*(?:,\s*[^.\n]{0,40})?$/i;
const ADDRESS = /\bhttps?:\/\/\S+|\bwww\.\S+|\b[\w.+-]+@[\w-]+\.[\w.]+\b/g;
const HANDLE = /(?<![\w@])@\w{2,30}\b/g;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The outlet-name pattern for a table's names: each name and its short form, matched with its own
 * capitals, and its possessive. A one-word name that is also an ordinary word ("Reason", "Slate",
 * "Time") is matched only in capitals ("TIME"), or never, so articles keep their words.
 */
export function outletNamePattern(
  names: readonly string[],
  isWord: (w: string) => boolean,
): RegExp {
  const forms = new Set<string>();
  for (const name of names) {
    const trimmed = name.trim();
    const short = trimmed
      .replace(/\s*\([^)]*\)$/, '')
      .replace(/\s+-\s+[^-]+$/, '')
      .replace(/\s+(?:Online News|Web News|Online)$/i, '')
      .replace(/\.com$/i, '')
      .trim();
    for (const form of [trimmed, short, short.replace(/^The\s+/, '')]) {
      if (form.length < 2 || /^(?:guest writer|the)$/i.test(form)) continue;
      const oneWord = !/\s/.test(form);
      if (oneWord && isWord(form.toLowerCase()) && form !== form.toUpperCase()) continue;
      forms.add(form);
    }
  }
  const alternatives = [...forms].sort((a, b) => b.length - a.length).map(escape);
  return new RegExp(`(?<![\\w])(?:${alternatives.join('|')})(?:['’]s)?(?![\\w])`, 'g');
}

/** The article without what identifies its outlet (module header). */
export function stripOutletMarks(text: string, names: RegExp): string {
  const lines = text.split(/\r?\n/);
  const kept: string[] = [];
  for (const raw of lines) {
    let line = raw.trim();
    if (!line || FURNITURE_LINE.test(line) || BYLINE.test(line)) continue;
    if (FURNITURE_PHRASE.test(line) && line.split(/\s+/).length <= SHORT_LINE_WORDS) continue;
    if (kept.length === 0) line = line.replace(DATELINE, '');
    line = line
      .replace(ADDRESS, ' ')
      .replace(HANDLE, ' ')
      .replace(names, ' ')
      .replace(/\s{2,}/g, ' ')
      .trim();
    if (line) kept.push(line);
  }
  return kept.join('\n');
}

/** What the leaning models read of an article: its title and text without its outlet's marks. */
export interface MarkedArticle {
  title?: string;
  text: string;
}

/** A stripper for a table's outlet names; `isWord` tells ordinary words (a tokenizer's vocabulary). */
export function outletStripper(
  names: readonly string[],
  isWord: (word: string) => boolean,
): <A extends MarkedArticle>(article: A) => A {
  const pattern = outletNamePattern(names, isWord);
  return (article) => ({
    ...article,
    title: article.title === undefined ? undefined : stripOutletMarks(article.title, pattern),
    text: stripOutletMarks(article.text, pattern),
  });
}
