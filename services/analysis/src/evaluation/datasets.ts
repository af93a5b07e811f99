import * as fs from 'node:fs';
import * as path from 'node:path';
import * as zlib from 'node:zlib';

// Readers for the shared datasets described in ../shared/datasets/README.md, for the benchmarks
// (bench/models.mjs) that score the shipped models on the dev sets. Test splits are absent on
// purpose; every reported number comes from the dev / valid splits.

export interface LabelledText {
  text: string;
  label: number;
}

export interface MultiLabelText {
  text: string;
  labels: number[];
}

export interface NewsArticle {
  id: string;
  title: string;
  text: string;
  source: string;
  sourceUrl: string;
  bias: string;
}

/** ../shared/datasets relative to the repository root, or DATASETS_DIR. */
export function datasetsDir(): string {
  const repoRoot = path.resolve(__dirname, '../../../..');
  return process.env.DATASETS_DIR ?? path.resolve(repoRoot, '../shared/datasets');
}

function lines(file: string): string[] {
  return fs
    .readFileSync(path.join(datasetsDir(), file), 'utf8')
    .split('\n')
    .filter((l) => l.trim().length > 0);
}

/** `label<TAB>sentence` rows after a header line. */
function labelledTsv(file: string): LabelledText[] {
  return lines(file)
    .slice(1)
    .map((l) => {
      const [label, text] = l.split('\t');
      return { text, label: Number(label) };
    });
}

/** SST-2: 0 negative, 1 positive. */
export function loadSst2(split: 'train' | 'dev'): LabelledText[] {
  return labelledTsv(`sst2/${split}.tsv`);
}

/** SST-5 sentences: 0 very negative … 4 very positive. */
export function loadSst5(split: 'train' | 'dev'): LabelledText[] {
  return labelledTsv(`sst5/${split}.tsv`);
}

/** GoEmotions (`text<TAB>ids<TAB>comment id`) under one label scheme. */
export function loadGoEmotions(
  scheme: 'ekman' | 'group',
  split: 'train' | 'dev',
): MultiLabelText[] {
  return lines(`goemotions/${scheme}/${split}.tsv`).map((l) => {
    const parts = l.split('\t');
    // The comment id and label ids are the last two fields; the text itself never holds a tab.
    const labels = parts[parts.length - 2].split(',').map(Number);
    return { text: parts.slice(0, -2).join('\t'), labels };
  });
}

export function loadGoEmotionLabels(scheme: 'ekman' | 'group'): string[] {
  return lines(`goemotions/${scheme}/labels.txt`).map((l) => l.trim());
}

export function loadNewsArticles(): Map<string, NewsArticle> {
  const raw = zlib.gunzipSync(
    fs.readFileSync(path.join(datasetsDir(), 'news-bias/articles.jsonl.gz')),
  );
  const articles = new Map<string, NewsArticle>();
  for (const line of raw.toString('utf8').split('\n')) {
    if (!line.trim()) continue;
    const a = JSON.parse(line) as Record<string, string>;
    articles.set(a.id, {
      id: a.id,
      title: a.title ?? '',
      text: a.text ?? '',
      source: a.source ?? '',
      sourceUrl: a.source_url ?? '',
      bias: a.bias,
    });
  }
  return articles;
}

/** Article ids of a news-bias split (`ID<TAB>bias` with a header; 0 left, 1 center, 2 right). */
export function loadNewsSplit(split: 'random' | 'media', part: 'train' | 'valid'): LabelledText[] {
  return lines(`news-bias/splits/${split}/${part}.tsv`)
    .slice(1)
    .map((l) => {
      const [id, label] = l.split('\t');
      return { text: id, label: Number(label) };
    });
}
