import { Injectable } from '@nestjs/common';
import {
  isUuid,
  NewsBlindspots,
  NewsStory,
  NewsStoryDetail,
  STORY_MIN_RATED_OUTLETS,
} from '@sentilog/contracts';
import { serviceError } from '@sentilog/platform';
import { Article } from '../articles/article.entity';
import { NewsRepository } from '../news.repository';
import { Story } from './story.entity';
import { toNewsStory, toNewsStoryDetail } from './story-view';

/** A story needs this many articles to be listed: one article alone is the article itself. */
export const STORY_MIN_ARTICLES = 2;
/** Stories the list answers, the most recently reported first. */
export const STORIES_LISTED = 50;
/**
 * Recent stories the blindspot feed looks through. Only a story with as many articles as a
 * blindspot needs rated outlets can have one, so smaller stories are not read at all.
 */
export const BLINDSPOT_STORIES_CHECKED = 200;

/** Stories as the API reads them: the list, the blindspot feed, and one story with its articles. */
@Injectable()
export class StoriesService {
  constructor(private readonly repository: NewsRepository) {}

  async list(): Promise<NewsStory[]> {
    return this.withCoverage(await this.repository.listStories(STORY_MIN_ARTICLES, STORIES_LISTED));
  }

  /**
   * The recent stories one side barely covers, by the stories' own blindspot rule; a story with
   * too few rated outlets is counted, never listed, as the rule claims nothing about it.
   */
  async blindspots(): Promise<NewsBlindspots> {
    const checked = await this.withCoverage(
      await this.repository.listStories(STORY_MIN_RATED_OUTLETS, BLINDSPOT_STORIES_CHECKED),
    );
    return {
      stories: checked.filter((story) => story.blindspots.length > 0).slice(0, STORIES_LISTED),
      checked: checked.length,
      tooFewRated: checked.filter((story) => story.tooFewRated).length,
    };
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

  /** The stories with their own articles' coverage, in the order given; empty ones left out. */
  private async withCoverage(stories: readonly Story[]): Promise<NewsStory[]> {
    const articles = await this.repository.storyArticles(stories.map((story) => story.id));
    const byStory = new Map<string, Article[]>();
    for (const article of articles) {
      const own = byStory.get(article.storyId as string) ?? [];
      own.push(article);
      byStory.set(article.storyId as string, own);
    }
    return stories.flatMap((story) => {
      const own = byStory.get(story.id);
      return own ? [toNewsStory(story, own)] : [];
    });
  }
}
