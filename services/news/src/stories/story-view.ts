import type { NewsStory, NewsStoryDetail } from '@sentilog/contracts';
import { toNewsArticle } from '../articles/article-view';
import { Article } from '../articles/article.entity';
import { storyCoverage } from './coverage';
import { Story } from './story.entity';

/** The API's shape of a story from its row and its articles (at least one). */
export function toNewsStory(story: Story, articles: readonly Article[]): NewsStory {
  return {
    id: story.id,
    title: story.title,
    firstPublishedAt: story.firstPublishedAt.toISOString(),
    lastPublishedAt: story.lastPublishedAt.toISOString(),
    articleCount: articles.length,
    ...storyCoverage(articles),
    sample: articles.every((article) => article.isDemo),
  };
}

/** A story with its articles, oldest first. */
export function toNewsStoryDetail(story: Story, articles: readonly Article[]): NewsStoryDetail {
  return { ...toNewsStory(story, articles), articles: articles.map(toNewsArticle) };
}
