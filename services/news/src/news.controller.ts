import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
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

  @MessagePattern(NewsPatterns.list)
  list(@Payload() query: NewsListQuery): Promise<NewsListPage> {
    return this.news.list(query);
  }

  @MessagePattern(NewsPatterns.detail)
  detail(@Payload() request: NewsIdRequest): Promise<NewsArticleDetail> {
    return this.news.detail(request.id);
  }

  @MessagePattern(NewsPatterns.refresh)
  refresh(): Promise<NewsRefreshQueued> {
    return this.refreshQueue.refresh();
  }

  @MessagePattern(NewsPatterns.status)
  status(): Promise<NewsFeedStatus> {
    return this.news.status();
  }

  @MessagePattern(NewsPatterns.dailySentiment)
  dailySentiment(@Payload() request: DailySentimentRequest): Promise<DailyNewsSentiment[]> {
    return this.news.dailySentiment(request);
  }

  @MessagePattern(NewsPatterns.stories)
  storyList(): Promise<NewsStory[]> {
    return this.stories.list();
  }

  @MessagePattern(NewsPatterns.blindspots)
  blindspots(): Promise<NewsBlindspots> {
    return this.stories.blindspots();
  }

  @MessagePattern(NewsPatterns.story)
  story(@Payload() request: NewsIdRequest): Promise<NewsStoryDetail> {
    return this.stories.detail(request.id);
  }
}
