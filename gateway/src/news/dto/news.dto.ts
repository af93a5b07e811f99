import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import * as contracts from '@sentilog/contracts';
import {
  DEFAULT_NEWS_LIMIT,
  MAX_NEWS_LIMIT,
  NEWS_SENTIMENTS,
  NewsBias,
  NewsSentiment,
} from '@sentilog/contracts';
import { documentProperties } from '../../common/document-properties';

// The news API's request and response classes as the OpenAPI document shows them, under the names
// of @sentilog/contracts. Request classes extend the contracts' classes, which keep the validation;
// response classes document the contracts' answer types and implement them, so the compiler
// catches any drift between the two. Only the gateway depends on Swagger.

/** `GET /api/news` query, also what the gateway forwards as `news.list`. */
export class NewsListQuery extends contracts.NewsListQuery {}
documentProperties(NewsListQuery, {
  sentiment: ApiPropertyOptional({ enum: NEWS_SENTIMENTS }),
  q: ApiPropertyOptional({
    description: 'Search in title, description and category',
    maxLength: 200,
  }),
  category: ApiPropertyOptional({ example: 'Technology', maxLength: 100 }),
  limit: ApiPropertyOptional({ default: DEFAULT_NEWS_LIMIT, minimum: 1, maximum: MAX_NEWS_LIMIT }),
  before: ApiPropertyOptional({
    description: 'Cursor from the X-Next-Cursor header of the previous page',
  }),
});

/** One article as the News page reads it (spec §3 "News article"). */
export class NewsArticle implements contracts.NewsArticle {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty({ example: 'https://www.bbc.co.uk/news/articles/c123' })
  url: string;
  @ApiProperty()
  title: string;
  @ApiProperty()
  description: string;
  @ApiProperty({ description: 'The text the feed carried (plain text)' })
  text: string;
  @ApiProperty({ example: 'World' })
  category: string;
  @ApiProperty({ example: 'BBC News' })
  source: string;
  @ApiProperty({ description: 'The byline, else the source' })
  author: string;
  @ApiProperty({ enum: NEWS_SENTIMENTS })
  sentiment: NewsSentiment;
  @ApiProperty({ description: 'Probability of the sentiment label, 0 to 1', example: 0.87 })
  confidence: number;
  @ApiProperty({ description: 'P(positive) − P(negative), in [-1, 1]', example: 0.42 })
  score: number;
  @ApiProperty({
    enum: ['LEFT', 'CENTER', 'RIGHT'],
    description: 'Shown as Left / Neutral / Right',
  })
  bias: NewsBias;
  @ApiProperty({ description: 'Probability of the bias label, 0 to 1', example: 0.61 })
  biasConfidence: number;
  @ApiProperty({ format: 'date-time' })
  publishedAt: string;
  @ApiProperty({ example: '2026-11-23', description: 'publishedAt as a UTC calendar day' })
  date: string;
  @ApiProperty({ example: '4 min read' })
  readTime: string;
  @ApiProperty({ type: [String], example: ['World', 'Europe'] })
  tags: string[];
}

/** `GET /api/news/{id}`: the list fields plus the full text. */
export class NewsArticleDetail extends NewsArticle implements contracts.NewsArticleDetail {
  @ApiProperty({
    description:
      'The full article text: extracted from the original page when it could be read, else the stored text and description',
  })
  content: string;
}
