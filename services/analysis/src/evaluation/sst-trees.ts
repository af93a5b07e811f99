import * as fs from 'node:fs';
import * as path from 'node:path';
import { datasetsDir } from './datasets';

// The SST parse trees (sst5/*.trees.txt): a sentiment label on every phrase, so every word of a
// sentence has a label of its own ("(3 lovely)"). The calibration CLI uses the words' labels to
// choose which explanation weights count as sentiment terms.

/** A word of a tree sentence: where it lies in `text` and its own label, 0 (very negative) to 4. */
export interface TreeWord {
  word: string;
  start: number;
  end: number;
  label: number;
}

export interface TreeSentence {
  /** The words joined by single spaces, as SST's sentences read. */
  text: string;
  /** The whole sentence's label, 0 to 4. */
  label: number;
  words: TreeWord[];
}

const LEAF = /\((\d) ([^()\s]+)\)/g;

/** One tree line: its root label and its leaves in order. */
export function parseTree(line: string): TreeSentence {
  const root = /^\((\d) /.exec(line);
  if (!root) throw new Error(`not an SST tree: ${line.slice(0, 40)}`);
  const words: TreeWord[] = [];
  let text = '';
  for (const m of line.matchAll(LEAF)) {
    if (text) text += ' ';
    words.push({
      word: m[2],
      start: text.length,
      end: text.length + m[2].length,
      label: Number(m[1]),
    });
    text += m[2];
  }
  return { text, label: Number(root[1]), words };
}

export function loadSstTrees(split: 'train' | 'dev'): TreeSentence[] {
  return fs
    .readFileSync(path.join(datasetsDir(), `sst5/${split}.trees.txt`), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map(parseTree);
}
