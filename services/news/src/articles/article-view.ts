import type { NewsArticle, NewsArticleDetail } from '@sentilog/contracts';
import { Article } from './article.entity';

const round = (value: number) => Math.round(value * 1000) / 1000;

/** The API's shape of a stored article; author falls back to the source as the spec's client does. */
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
    bias: article.bias,
    biasConfidence: round(article.biasConfidence),
    publishedAt,
    date: publishedAt.slice(0, 10),
    readTime: article.readTime,
    tags: article.tags.length > 0 ? article.tags : [article.category],
  };
}

/** The detail: the extracted page text when there is one, else the stored text and description. */
export function toNewsArticleDetail(article: Article): NewsArticleDetail {
  const { description, text } = article;
  const stored = text.includes(description)
    ? text
    : [description, text].filter(Boolean).join('\n\n');
  return { ...toNewsArticle(article), content: article.content ?? (stored || article.title) };
}
