import { Injectable } from '@nestjs/common';
import { isUuid, NewsStory, NewsStoryDetail } from '@sentilog/contracts';
import { serviceError } from '@sentilog/platform';
import { NewsRepository } from '../news.repository';
import { toNewsStory, toNewsStoryDetail } from './story-view';

/** A story needs this many articles to be listed: one article alone is the article itself. */
export const STORY_MIN_ARTICLES = 2;
/** Stories the list answers, the most recently reported first. */
export const STORIES_LISTED = 50;

/** Stories as the API reads them: the list and one story with its articles. */
@Injectable()
export class StoriesService {
  constructor(private readonly repository: NewsRepository) {}

  async list(): Promise<NewsStory[]> {
    const stories = await this.repository.listStories(STORY_MIN_ARTICLES, STORIES_LISTED);
    const articles = await this.repository.storyArticles(stories.map((story) => story.id));
    return stories
      .map((story) => ({ story, own: articles.filter((a) => a.storyId === story.id) }))
      .filter(({ own }) => own.length > 0)
      .map(({ story, own }) => toNewsStory(story, own));
  }

  async detail(id: string): Promise<NewsStoryDetail> {
    if (!isUuid(id)) throw serviceError(400, 'Invalid story id');
    const story = await this.repository.findStory(id);
    const articles = story ? await this.repository.storyArticles([id]) : [];
    if (!story || articles.length === 0) throw serviceError(404, 'Story not found');
    return toNewsStoryDetail(story, articles);
  }

  /** The story an article's detail links to: one with other articles, else none. */
  async linkedStory(storyId: string | null): Promise<string | null> {
    if (!storyId) return null;
    const story = await this.repository.findStory(storyId);
    return story && story.articleCount >= STORY_MIN_ARTICLES ? story.id : null;
  }
}
