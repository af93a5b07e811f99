import type { ModelInfo, NewsArticle, NewsArticleDetail } from '@sentilog/contracts';
import { Article } from './article.entity';

const round = (value: number) => Math.round(value * 1000) / 1000;

/** "accurate@2.1.0" as stored, back to the model it names. */
function modelInfo(stored: string | null): ModelInfo | null {
  const at = stored?.indexOf('@') ?? -1;
  if (!stored || at < 0) return null;
  const tier = stored.slice(0, at);
  return tier === 'accurate' || tier === 'fast' ? { tier, version: stored.slice(at + 1) } : null;
}

/**
 * The API's shape of a stored article; author falls back to the source as the spec's client does.
 * The outlet of a sample article is a fictional sample outlet, and its rating a sample rating.
 */
export function toNewsArticle(article: Article): NewsArticle {
  const publishedAt = article.publishedAt.toISOString();
  return {
    id: article.id,
    url: article.url,
    title: article.title,
    description: article.description,
    text: article.text,
    category: article.category,
    source: article.source,
    author: article.author ?? article.source,
    sentiment: article.sentiment,
    confidence: round(article.confidence),
    score: round(article.sentimentScore),
    uncertain: article.sentimentUncertain,
    magnitude: round(article.sentimentMagnitude),
    ironic: article.ironic,
    language: article.language,
    // A reading no better than chance is not sent at all: what a client is given it may show.
    bias: article.biasUncertain ? null : article.bias,
    biasConfidence: article.biasUncertain ? null : round(article.biasConfidence),
    biasUncertain: article.biasUncertain,
    outlet:
      article.outletName && article.outletRating
        ? { name: article.outletName, rating: article.outletRating, sample: article.isDemo }
        : null,
    models: { sentiment: modelInfo(article.sentimentModel), bias: modelInfo(article.biasModel) },
    publishedAt,
    date: publishedAt.slice(0, 10),
    readTime: article.readTime,
    tags: article.tags.length > 0 ? article.tags : [article.category],
    sample: article.isDemo,
  };
}

/**
 * The detail: the extracted page text when there is one, else the stored text and description;
 * `storyId` is the story shown with it (one with other articles), else null.
 */
export function toNewsArticleDetail(article: Article, storyId: string | null): NewsArticleDetail {
  const { description, text } = article;
  const stored = text.includes(description)
    ? text
    : [description, text].filter(Boolean).join('\n\n');
  return {
    ...toNewsArticle(article),
    content: article.content ?? (stored || article.title),
    storyId,
  };
}
