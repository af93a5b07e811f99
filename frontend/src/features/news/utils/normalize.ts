import { LEANING_WORDS, type ModelInfo } from '@sentilog/contracts/web';
import type { ApiArticle, ApiArticleDetail, Article, NewsBias } from '../api/types';

export const DEFAULT_READ_TIME = '5 min read';
export const UNKNOWN_AUTHOR = 'Unknown Author';

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function finite(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function bias(value: unknown): NewsBias | null {
  const upper = typeof value === 'string' ? value.toUpperCase() : '';
  return upper === 'LEFT' || upper === 'CENTER' || upper === 'RIGHT' ? upper : null;
}

function outlet(value: unknown): Article['outlet'] {
  if (typeof value !== 'object' || value === null) return null;
  const { name, rating, sample } = value as Record<string, unknown>;
  const rated = bias(rating);
  return typeof name === 'string' && name.trim() && rated
    ? { name: name.trim(), rating: rated, sample: sample === true }
    : null;
}

function model(value: unknown): ModelInfo | null {
  if (typeof value !== 'object' || value === null) return null;
  const { tier, version } = value as Record<string, unknown>;
  return (tier === 'accurate' || tier === 'fast') && typeof version === 'string'
    ? { tier, version }
    : null;
}

function tags(value: unknown, category: string): string[] {
  const list = Array.isArray(value)
    ? value.filter((tag): tag is string => typeof tag === 'string' && tag.trim() !== '')
    : [];
  if (list.length) return list.map((tag) => tag.trim());
  return category ? [category] : [];
}

/**
 * Applies the spec's defaults (section 3): author falls back to source, then 'Unknown Author';
 * read time '5 min read'; tags a single tag equal to the category; confidence 0.
 */
export function normalizeArticle(raw: ApiArticle): Article {
  const category = text(raw.category);
  const source = text(raw.source);
  const id = raw.id === null || raw.id === undefined || raw.id === '' ? null : String(raw.id);
  return {
    id,
    url: text(raw.url),
    title: text(raw.title),
    description: text(raw.description),
    text: typeof raw.text === 'string' ? raw.text : '',
    category,
    source,
    author: text(raw.author) || source || UNKNOWN_AUTHOR,
    sentiment: text(raw.sentiment),
    confidence: finite(raw.confidence) ?? 0,
    uncertain: raw.uncertain === true,
    magnitude: finite(raw.magnitude) ?? 0,
    ironic: raw.ironic === true,
    // Undetermined ('und') reads as English: an article from before languages were detected.
    language: text(raw.language) || 'und',
    // An uncertain reading is never shown, even from an answer that still carried one.
    bias: raw.biasUncertain === true ? null : bias(raw.bias),
    biasConfidence: raw.biasUncertain === true ? null : finite(raw.biasConfidence),
    biasUncertain: raw.biasUncertain === true,
    outlet: outlet(raw.outlet),
    models: {
      sentiment: model((raw.models as Record<string, unknown> | undefined)?.sentiment),
      bias: model((raw.models as Record<string, unknown> | undefined)?.bias),
    },
    // The time of publication; `date` (its UTC day) would show every article at midnight.
    date: text(raw.publishedAt) || text(raw.date) || null,
    readTime: text(raw.readTime) || DEFAULT_READ_TIME,
    tags: tags(raw.tags, category),
    sample: raw.sample === true,
  };
}

/**
 * The detail call's fields override the preview (spec section 7): content, author, read time,
 * tags and confidence; a field the detail lacks keeps the list's value. The story link comes only
 * with the detail.
 */
export function mergeDetail(article: Article, detail: ApiArticleDetail): Article {
  const content = typeof detail.content === 'string' ? detail.content.trim() : '';
  return {
    ...article,
    content: content || undefined,
    author: text(detail.author) || article.author,
    readTime: text(detail.readTime) || article.readTime,
    tags: Array.isArray(detail.tags) && detail.tags.length ? tags(detail.tags, '') : article.tags,
    confidence: finite(detail.confidence) ?? article.confidence,
    storyId: typeof detail.storyId === 'string' && detail.storyId ? detail.storyId : null,
  };
}

/** A leaning as the product words it, wherever it shows one: Left, Center or Right. */
export function leaningWord(value: NewsBias): 'Left' | 'Center' | 'Right' {
  return LEANING_WORDS[value];
}
