import * as fs from 'node:fs';

// The uncased BERT tokenizer exactly as Hugging Face `tokenizers` runs it for all-MiniLM-L6-v2
// (BertNormalizer, BertPreTokenizer, WordPiece), so the ids match the ones the model was trained
// on. Steps, in the Rust implementation's order: drop NUL, U+FFFD and control characters and turn
// whitespace into spaces; put spaces around CJK ideographs; strip accents (NFD, drop Mn); lower-case
// each code point on its own; split on whitespace and isolate every punctuation character; then
// greedy longest-match-first WordPiece with "##" continuations. wordpiece-tokenizer.spec.ts checks
// the ids against a golden file that the Python tokenizer wrote.

export interface WordPieceOptions {
  /** Ids in all, [CLS] and [SEP] included; longer texts are cut. */
  maxTokens: number;
  /** Longer words become [UNK] whole, as in BERT. */
  maxCharsPerWord?: number;
}

const CONTROL = /^\p{C}$/u;
const WHITESPACE = /^\p{White_Space}$/u;
const PUNCTUATION = /^\p{P}$/u;
const NONSPACING_MARK = /\p{Mn}/gu;

function isControl(ch: string): boolean {
  return ch !== '\t' && ch !== '\n' && ch !== '\r' && CONTROL.test(ch);
}

function isWhitespace(ch: string): boolean {
  return ch === '\t' || ch === '\n' || ch === '\r' || WHITESPACE.test(ch);
}

/** ASCII symbols such as $ + < = > ^ ` | ~ count as punctuation too, as in BERT. */
function isPunctuation(cp: number): boolean {
  if ((cp >= 33 && cp <= 47) || (cp >= 58 && cp <= 64) || (cp >= 91 && cp <= 96)) return true;
  if (cp >= 123 && cp <= 126) return true;
  return PUNCTUATION.test(String.fromCodePoint(cp));
}

/** The CJK Unified Ideographs blocks BERT splits into single characters (not Hangul or kana). */
function isCjk(cp: number): boolean {
  return (
    (cp >= 0x4e00 && cp <= 0x9fff) ||
    (cp >= 0x3400 && cp <= 0x4dbf) ||
    (cp >= 0x20000 && cp <= 0x2a6df) ||
    (cp >= 0x2a700 && cp <= 0x2b73f) ||
    (cp >= 0x2b740 && cp <= 0x2b81f) ||
    (cp >= 0x2b820 && cp <= 0x2ceaf) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0x2f800 && cp <= 0x2fa1f)
  );
}

/** One character as BERT's normaliser leaves it: accents stripped (NFD, drop Mn), lower-cased code
 *  point by code point (a whole-string toLowerCase would apply the final-sigma rule, which the Rust
 *  tokenizer does not). */
function normaliseChar(ch: string): string {
  const stripped = ch.normalize('NFD').replace(NONSPACING_MARK, '');
  let lowered = '';
  for (const c of stripped) lowered += c.toLowerCase();
  return lowered;
}

/** A word as BERT's pre-tokenizer splits text (a run of letters and digits, or one punctuation
 *  character), normalised, with the span of the original text it came from (UTF-16 offsets). */
export interface PreToken {
  text: string;
  start: number;
  end: number;
}

/**
 * The general path, character by character so that every word keeps its span: characters the
 * normaliser drops (NUL, U+FFFD, controls) join their neighbours, white space ends a word, a CJK
 * ideograph or a punctuation character (judged after normalising) is a word of its own.
 */
function preTokenise(text: string): PreToken[] {
  const words: PreToken[] = [];
  let current: PreToken | undefined;
  const close = () => {
    if (current) words.push(current);
    current = undefined;
  };
  for (let i = 0; i < text.length;) {
    const cp = text.codePointAt(i) as number;
    const ch = String.fromCodePoint(cp);
    const start = i;
    i += ch.length;
    if (cp === 0 || cp === 0xfffd || isControl(ch)) continue;
    if (isWhitespace(ch)) {
      close();
    } else if (isCjk(cp)) {
      close();
      words.push({ text: ch, start, end: i });
    } else {
      for (const c of normaliseChar(ch)) {
        if (isPunctuation(c.codePointAt(0) as number)) {
          close();
          words.push({ text: c, start, end: i });
        } else if (current) {
          current.text += c;
          current.end = i;
        } else current = { text: c, start, end: i };
      }
    }
  }
  close();
  return words;
}

// Printable ASCII with tabs and line breaks: nothing to clean, strip or case-fold beyond A-Z, and
// every character that is not a letter, digit or space is punctuation. Most text is like this, and
// a regular expression splits it several times faster than the general path, with the same words.
const PLAIN_ASCII = /^[\x20-\x7e\t\n\r]*$/;
const ASCII_WORD = /[a-z0-9]+|[^a-z0-9\s]/g;

/** Words and single punctuation characters of the normalised text, as BERT's pre-tokenizer splits. */
export function preTokens(text: string): PreToken[] {
  if (!PLAIN_ASCII.test(text)) return preTokenise(text);
  // Lower-casing ASCII keeps every offset.
  return Array.from(text.toLowerCase().matchAll(ASCII_WORD), (m) => ({
    text: m[0],
    start: m.index,
    end: m.index + m[0].length,
  }));
}

/** The words alone, as preTokens gives them: what tokenIds needs, without allocating spans. */
function preTokenTexts(text: string): string[] {
  if (!PLAIN_ASCII.test(text)) return preTokenise(text).map((w) => w.text);
  return text.toLowerCase().match(ASCII_WORD) ?? [];
}

/** A pre-token with its WordPiece ids. */
export interface TokenizedWord extends PreToken {
  ids: number[];
}

const WORD_CACHE_SIZE = 50_000;

export class WordPieceTokenizer {
  private readonly ids: Map<string, number>;
  readonly clsId: number;
  readonly sepId: number;
  readonly padId: number;
  readonly unkId: number;
  private readonly maxCharsPerWord: number;
  private readonly wordCache = new Map<string, number[]>();

  constructor(
    vocabulary: readonly string[],
    readonly options: WordPieceOptions,
  ) {
    this.ids = new Map(vocabulary.map((token, id) => [token, id]));
    const special = (token: string): number => {
      const id = this.ids.get(token);
      if (id === undefined) throw new Error(`the vocabulary has no ${token}`);
      return id;
    };
    this.clsId = special('[CLS]');
    this.sepId = special('[SEP]');
    this.padId = special('[PAD]');
    this.unkId = special('[UNK]');
    this.maxCharsPerWord = options.maxCharsPerWord ?? 100;
    if (options.maxTokens < 2) throw new Error('maxTokens must leave room for [CLS] and [SEP]');
  }

  /** Whether the vocabulary holds this (normalised) word whole: an ordinary word, not a name's pieces. */
  hasWord(word: string): boolean {
    return this.ids.has(word);
  }

  /** A BERT vocab.txt: one token a line, the id is the line number. */
  static fromVocabFile(file: string, options: WordPieceOptions): WordPieceTokenizer {
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    if (lines[lines.length - 1] === '') lines.pop();
    return new WordPieceTokenizer(lines, options);
  }

  /** The text's WordPiece tokens, without [CLS], [SEP] or truncation. */
  tokenize(text: string): string[] {
    return preTokenTexts(text).flatMap((word) => this.wordPieces(word));
  }

  /** The text's ids without [CLS] and [SEP], uncut (callers that make windows cut them). */
  tokenIds(text: string): number[] {
    const ids: number[] = [];
    for (const word of preTokenTexts(text)) for (const id of this.pieceIds(word)) ids.push(id);
    return ids;
  }

  /** The text's words with their spans and ids, in order; their ids in a row are tokenIds(text). */
  words(text: string): TokenizedWord[] {
    return preTokens(text).map((word) => ({ ...word, ids: this.pieceIds(word.text) }));
  }

  /** One pre-token's ids. */
  private pieceIds(word: string): number[] {
    let pieces = this.wordCache.get(word);
    if (!pieces) {
      pieces = this.wordPieces(word).map((t) => this.ids.get(t) as number);
      // Most words recur, and the greedy longest-match search is the tokenizer's main cost; the
      // cache is emptied when full rather than tracked, which bounds its memory at no bookkeeping.
      if (this.wordCache.size >= WORD_CACHE_SIZE) this.wordCache.clear();
      this.wordCache.set(word, pieces);
    }
    return pieces;
  }

  /** [CLS] ids [SEP], cut to options.maxTokens. */
  encode(text: string): number[] {
    const ids = this.tokenIds(text).slice(0, this.options.maxTokens - 2);
    return [this.clsId, ...ids, this.sepId];
  }

  private wordPieces(word: string): string[] {
    const chars = Array.from(word);
    if (chars.length > this.maxCharsPerWord) return ['[UNK]'];
    const pieces: string[] = [];
    let start = 0;
    while (start < chars.length) {
      let end = chars.length;
      let piece: string | undefined;
      while (start < end) {
        const candidate = (start > 0 ? '##' : '') + chars.slice(start, end).join('');
        if (this.ids.has(candidate)) {
          piece = candidate;
          break;
        }
        end--;
      }
      // One piece that matches nothing makes the whole word unknown.
      if (piece === undefined) return ['[UNK]'];
      pieces.push(piece);
      start = end;
    }
    return pieces;
  }
}
