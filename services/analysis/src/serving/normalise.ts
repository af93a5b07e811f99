// The sentiment training data (Stanford Sentiment Treebank) is PTB-tokenised and lower-cased: brackets
// are written -lrb-/-rrb-, quotes as `` and '', and clitics such as n't and 's are split off. Every text
// the models see, in training and at run time, goes through this one normaliser so both share one token
// stream. It is idempotent, so already-tokenised SST text passes through unchanged.

const BRACKETS: Record<string, string> = {
  '(': '-lrb-',
  ')': '-rrb-',
  '[': '-lsb-',
  ']': '-rsb-',
  '{': '-lcb-',
  '}': '-rcb-',
};

// A trailing period stays on these tokens, as in the treebank ("mr.", "j.r.r.").
const ABBREVIATIONS = new Set([
  'mr.',
  'mrs.',
  'ms.',
  'dr.',
  'st.',
  'jr.',
  'sr.',
  'vs.',
  'etc.',
  'inc.',
  'co.',
  'ltd.',
  'prof.',
  'gen.',
  'sen.',
  'rep.',
  'gov.',
  'u.s.',
]);

const CLITICS = new Set(["'s", "'re", "'ve", "'ll", "'d", "'m", "n't"]);

function splitToken(token: string): string[] {
  if (token.length <= 1 || CLITICS.has(token) || token === '...' || token === '--') return [token];
  // Quotes around a word ('cause, students') are separate tokens unless they form a clitic.
  if (token.startsWith("'") && !CLITICS.has(token)) return ["'", ...splitToken(token.slice(1))];
  if (token.endsWith("'")) return [...splitToken(token.slice(0, -1)), "'"];
  if (token.endsWith('.') && !ABBREVIATIONS.has(token) && !/^([a-z]\.)+$/.test(token)) {
    return [...splitToken(token.slice(0, -1)), '.'];
  }
  return [token];
}

/** Lower-cases and PTB-tokenises text; tokens are separated by single spaces. */
export function normaliseText(text: string): string {
  let s = text.normalize('NFKC').toLowerCase();
  s = s
    .replace(/``|''|[\u201c\u201d\u201e\u00ab\u00bb]/g, ' " ')
    .replace(/[\u2018\u2019\u201a\u00b4`]/g, "'")
    .replace(/\\\//g, '/')
    .replace(/https?:\/\/\S+|www\.\S+/g, ' url ')
    .replace(/\u2026|\.{3,}/g, ' ... ')
    .replace(/[\u2013\u2014]|-{2,}/g, ' -- ')
    .replace(/[()[\]{}]/g, (b) => ` ${BRACKETS[b]} `)
    .replace(/[,;:!?"*]|\p{Extended_Pictographic}/gu, (p) => ` ${p} `)
    .replace(/(\w)(n't)\b/g, '$1 $2')
    .replace(/(\w)('s|'re|'ve|'ll|'d|'m)\b/g, '$1 $2');
  const tokens = s.split(/\s+/).filter((t) => t.length > 0);
  return tokens.flatMap(splitToken).join(' ');
}

/** Tokens of the normalised text. */
export function tokenise(text: string): string[] {
  const normalised = normaliseText(text);
  return normalised.length === 0 ? [] : normalised.split(' ');
}
