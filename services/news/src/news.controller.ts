import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  DailyNewsSentiment,
  DailySentimentRequest,
  NewsArticleDetail,
  NewsBlindspots,
  NewsFeedStatus,
  NewsIdRequest,
  NewsListPage,
  NewsListQuery,
  NewsPatterns,
  NewsRefreshQueued,
  NewsStory,
  NewsStoryDetail,
} from '@sentilog/contracts';
import { TypedMessagePattern } from '@sentilog/platform';
import { NewsService } from './articles/news.service';
import { RefreshQueue } from './ingestion/refresh-queue';
import { StoriesService } from './stories/stories.service';

@Controller()
export class NewsController {
  constructor(
    private readonly news: NewsService,
    private readonly refreshQueue: RefreshQueue,
    private readonly stories: StoriesService,
  ) {}

  @TypedMessagePattern(NewsPatterns.list)
  list(@Payload() query: NewsListQuery): Promise<NewsListPage> {
    return this.news.list(query);
  }

  @TypedMessagePattern(NewsPatterns.detail)
  detail(@Payload() request: NewsIdRequest): Promise<NewsArticleDetail> {
    return this.news.detail(request.id);
  }

  @TypedMessagePattern(NewsPatterns.refresh)
  refresh(): Promise<NewsRefreshQueued> {
    return this.refreshQueue.refresh();
  }

  @TypedMessagePattern(NewsPatterns.status)
  status(): Promise<NewsFeedStatus> {
    return this.news.status();
  }

  @TypedMessagePattern(NewsPatterns.dailySentiment)
  dailySentiment(@Payload() request: DailySentimentRequest): Promise<DailyNewsSentiment[]> {
    return this.news.dailySentiment(request);
  }

  @TypedMessagePattern(NewsPatterns.stories)
  storyList(): Promise<NewsStory[]> {
    return this.stories.list();
  }

  @TypedMessagePattern(NewsPatterns.blindspots)
  blindspots(): Promise<NewsBlindspots> {
    return this.stories.blindspots();
  }

  @TypedMessagePattern(NewsPatterns.story)
  story(@Payload() request: NewsIdRequest): Promise<NewsStoryDetail> {
    return this.stories.detail(request.id);
  }
}
