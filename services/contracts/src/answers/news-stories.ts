import { ApiProperty } from '../openapi';
import {
  OUTLET_RATER,
  STORY_BLINDSPOT_SHARE,
  STORY_MIN_RATED_OUTLETS,
  type NewsBias,
  type StorySide,
} from '../web/news';
import { NewsArticle } from './news';

/** One outlet that covered a story. */
export class StoryOutlet {
  @ApiProperty({ example: 'Reuters', description: 'The outlet table’s name, else the source' })
  name: string;
  @ApiProperty({
    enum: ['LEFT', 'CENTER', 'RIGHT'],
    nullable: true,
    description: `The outlet's own rating (${OUTLET_RATER}, or a sample outlet's sample rating), shown as Left / Center / Right; null where the outlet is not rated`,
  })
  rating: NewsBias | null;
  @ApiProperty({
    description: 'A fictional outlet of the sample articles: its rating is a sample rating',
  })
  sample: boolean;
  @ApiProperty({ description: "The outlet's articles in the story", example: 1 })
  articles: number;
  @ApiProperty({
    description: "Mean sentiment score (P(positive) − P(negative)) of the outlet's articles",
    example: -0.31,
  })
  score: number;
}

/** Which sides covered a story: shares of the rated outlets, and how many were not rated. */
export class CoverageSpread {
  @ApiProperty({ description: 'Share of the rated outlets rated Left, 0 to 1', example: 0.5 })
  left: number;
  @ApiProperty({ description: 'Share of the rated outlets rated Center, 0 to 1', example: 0.25 })
  center: number;
  @ApiProperty({ description: 'Share of the rated outlets rated Right, 0 to 1', example: 0.25 })
  right: number;
  @ApiProperty({ description: 'Outlets with a rating', example: 4 })
  rated: number;
  @ApiProperty({ description: 'Outlets it does not rate (left out of the shares)', example: 1 })
  unrated: number;
}

/** An outlet's mean sentiment score at one end of a story's range. */
export class OutletSentiment {
  @ApiProperty({ example: 'Fox News' })
  outlet: string;
  @ApiProperty({ example: -0.42 })
  score: number;
}

/** How the outlets' sentiment differs: the most negative and the most positive outlet. */
export class StorySentimentRange {
  @ApiProperty({ type: OutletSentiment })
  low: OutletSentiment;
  @ApiProperty({ type: OutletSentiment })
  high: OutletSentiment;
}

/** One story of `GET /api/news/stories`: articles about one event, from one or more outlets. */
export class NewsStory {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty({ description: "The title of the article nearest the story's centre" })
  title: string;
  @ApiProperty({ format: 'date-time' })
  firstPublishedAt: string;
  @ApiProperty({ format: 'date-time' })
  lastPublishedAt: string;
  @ApiProperty({ example: 4 })
  articleCount: number;
  @ApiProperty({ type: [StoryOutlet], description: 'The outlets, the rated ones first' })
  outlets: StoryOutlet[];
  @ApiProperty({ type: CoverageSpread })
  coverage: CoverageSpread;
  @ApiProperty({ type: StorySentimentRange })
  sentiment: StorySentimentRange;
  @ApiProperty({
    enum: ['LEFT', 'RIGHT'],
    isArray: true,
    description: `The sides (Left, Right) with under ${STORY_BLINDSPOT_SHARE * 100}% of the rated outlets: a blindspot of that side. Empty when the sides are covered or too few outlets are rated`,
  })
  blindspots: StorySide[];
  @ApiProperty({
    description: `Fewer than ${STORY_MIN_RATED_OUTLETS} rated outlets: too few to say whether a side misses the story`,
  })
  tooFewRated: boolean;
  @ApiProperty({ description: 'Made of the sample articles the project wrote itself' })
  sample: boolean;
}

/** `GET /api/news/stories/{id}`: the story and its articles, oldest first. */
export class NewsStoryDetail extends NewsStory {
  @ApiProperty({ type: [NewsArticle] })
  articles: NewsArticle[];
}

/**
 * `GET /api/news/blindspots`: the recent stories one side barely covers, and how many stories were
 * looked at, so that an empty list reads as what it is.
 */
export class NewsBlindspots {
  @ApiProperty({
    type: [NewsStory],
    description:
      'Stories with a blindspot (blindspots not empty), the most recently reported first',
  })
  stories: NewsStory[];
  @ApiProperty({
    description: `Recent stories covered by at least ${STORY_MIN_RATED_OUTLETS} outlets that were checked`,
    example: 24,
  })
  checked: number;
  @ApiProperty({
    description: `Of those, how many had fewer than ${STORY_MIN_RATED_OUTLETS} rated outlets: too few to say whether a side misses them`,
    example: 5,
  })
  tooFewRated: number;
}
