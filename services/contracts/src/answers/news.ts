import { ApiProperty } from '../openapi';
import { NEWS_SENTIMENTS, OUTLET_RATER, type NewsBias, type NewsSentiment } from '../web/news';
import { ModelInfo } from './analysis';

/**
 * The outlet's own rating, where the product knows the outlet: AllSides' (the outlet table), or for
 * a sample outlet of the sample articles its made-up sample rating.
 */
export class OutletRating {
  @ApiProperty({
    example: 'BBC News',
    description:
      'The outlet as the product\'s outlet table names it, or a sample outlet\'s name (which says "(sample)")',
  })
  name: string;
  @ApiProperty({
    enum: ['LEFT', 'CENTER', 'RIGHT'],
    description: `The outlet's own rating, shown as Left / Center / Right: ${OUTLET_RATER}'s (via the news-bias data set), or a sample outlet's sample rating`,
  })
  rating: NewsBias;
  @ApiProperty({
    description: `A fictional outlet of the sample articles with a sample rating, not rated by ${OUTLET_RATER}: shown as "Sample outlet, sample rating: …"`,
  })
  sample: boolean;
}

/** The models that read an article (null: stored before they were recorded). */
export class ArticleModels {
  @ApiProperty({
    type: ModelInfo,
    nullable: true,
    description: 'The model that read the sentiment',
  })
  sentiment: ModelInfo | null;
  @ApiProperty({ type: ModelInfo, nullable: true, description: 'The model that read the leaning' })
  bias: ModelInfo | null;
}

/** One article of `GET /api/news` (spec §3 "News article"). */
export class NewsArticle {
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
  @ApiProperty({
    description: 'Calibrated probability of the sentiment label, 0 to 1',
    example: 0.87,
  })
  confidence: number;
  @ApiProperty({ description: 'P(positive) − P(negative), in [-1, 1]', example: 0.42 })
  score: number;
  @ApiProperty({ description: 'The sentiment reading is more often wrong than right here' })
  uncertain: boolean;
  @ApiProperty({
    description:
      'How much feeling headline and summary carry either way, in [0, 1] (high with Mixed: strong feelings both ways)',
    example: 0.4,
  })
  magnitude: number;
  @ApiProperty({
    description:
      'Positive wording over a negative situation: the words may say the opposite of what is meant',
  })
  ironic: boolean;
  @ApiProperty({
    description:
      "ISO 639-1 code of the headline and summary's language ('und': too short to tell). For any language but English the article has no sentiment reading (Neutral, confidence 0)",
    example: 'en',
  })
  language: string;
  /** Never the outlet's rating: that is `outlet`. Null whenever `biasUncertain`. */
  @ApiProperty({
    enum: ['LEFT', 'CENTER', 'RIGHT'],
    nullable: true,
    description:
      "What the article itself reads as, from its text alone (shown as Left / Center / Right); null when that reading is uncertain (biasUncertain), so no label the product cannot stand behind is ever sent. Never the outlet's rating: that is `outlet`",
  })
  bias: NewsBias | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Calibrated probability of the bias label, 0 to 1; null when bias is',
    example: 0.61,
  })
  biasConfidence: number | null;
  @ApiProperty({
    description:
      "The article's leaning could not be read better than chance (calibration): bias and biasConfidence are null, and only the outlet's rating is shown",
  })
  biasUncertain: boolean;
  /** null: the product does not know the outlet. */
  @ApiProperty({
    type: OutletRating,
    nullable: true,
    description: "The outlet's own rating, where the product knows the outlet",
  })
  outlet: OutletRating | null;
  @ApiProperty({ type: ArticleModels })
  models: ArticleModels;
  @ApiProperty({ format: 'date-time' })
  publishedAt: string;
  @ApiProperty({ example: '2026-11-23', description: 'publishedAt as a UTC calendar day' })
  date: string;
  @ApiProperty({ example: '4 min read' })
  readTime: string;
  @ApiProperty({ type: [String], example: ['World', 'Europe'] })
  tags: string[];
  @ApiProperty({
    description:
      'One of the sample articles the project wrote itself, shown while no feed can be read: not news, and its url leads nowhere',
  })
  sample: boolean;
}

/** `GET /api/news/{id}`: the list fields plus the full text. */
export class NewsArticleDetail extends NewsArticle {
  @ApiProperty({
    description:
      'The full article text: extracted from the original page when it could be read, else the stored text and description',
  })
  content: string;
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description:
      'The story (GET /api/news/stories/{id}) this article belongs to with other articles; null when no other article covers its event',
  })
  storyId: string | null;
}

/**
 * `GET /api/news/status`: how the last ingestion runs went, so the News page can say when it shows
 * samples or stale articles instead of today's news.
 */
export class NewsFeedStatus {
  @ApiProperty({
    type: String,
    nullable: true,
    format: 'date-time',
    description: 'When the last ingestion run finished; null before the first',
  })
  lastRunAt: string | null;
  @ApiProperty({ description: 'Feeds and providers the last run tried', example: 18 })
  sources: number;
  @ApiProperty({ description: 'Of those, how many could not be read', example: 18 })
  unreachable: number;
  @ApiProperty({
    type: String,
    nullable: true,
    format: 'date-time',
    description: 'When a run last read at least one feed; null if none ever has',
  })
  lastLiveFetchAt: string | null;
  @ApiProperty({ description: 'Whether the article list holds the sample articles' })
  showingSamples: boolean;
}
