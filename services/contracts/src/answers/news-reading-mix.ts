import { ApiProperty } from '../openapi';
import { OUTLET_RATER, READING_MIX_DAYS, READING_MIX_MIN_RATED } from '../web/news';

/** Articles opened, by their outlet's rating. */
export class ReadingMixCounts {
  @ApiProperty({ description: 'From outlets rated Left', example: 6 })
  left: number;
  @ApiProperty({ description: 'From outlets rated Center', example: 3 })
  center: number;
  @ApiProperty({ description: 'From outlets rated Right', example: 2 })
  right: number;
  @ApiProperty({ description: 'From outlets without a rating', example: 1 })
  unrated: number;
}

/** Shares of the articles from rated outlets, 0 to 1 (all 0 when there are none). */
export class ReadingMixShares {
  @ApiProperty({ example: 0.545 })
  left: number;
  @ApiProperty({ example: 0.273 })
  center: number;
  @ApiProperty({ example: 0.182 })
  right: number;
}

/**
 * `GET /api/news/my-bias`: the leaning mix of the outlets whose articles the signed-in reader
 * opened, with the counts behind it. It describes the outlets (their own ratings), not the reader
 * nor the articles.
 */
export class NewsReadingMix {
  @ApiProperty({ description: 'Days looked at, today included (UTC)', example: READING_MIX_DAYS })
  days: number;
  @ApiProperty({ example: '2026-02-24', description: 'The first UTC day looked at' })
  from: string;
  @ApiProperty({ example: '2026-03-25', description: 'The last UTC day looked at (today)' })
  to: string;
  @ApiProperty({
    description:
      'News articles opened while signed in (each counted once), sample articles left out',
    example: 12,
  })
  articles: number;
  @ApiProperty({ description: 'Outlets those articles came from', example: 5 })
  outlets: number;
  @ApiProperty({ type: ReadingMixCounts })
  counts: ReadingMixCounts;
  @ApiProperty({ description: 'Articles from rated outlets (left + center + right)', example: 11 })
  rated: number;
  @ApiProperty({
    type: ReadingMixShares,
    description: `Shares of the rated articles by their outlet's rating (${OUTLET_RATER})`,
  })
  shares: ReadingMixShares;
  @ApiProperty({
    description: `Fewer than ${READING_MIX_MIN_RATED} articles from rated outlets: too few reads to call the shares a habit`,
  })
  tooFewRated: boolean;
  @ApiProperty({
    description:
      'Sample articles opened (fictional outlets, sample ratings): counted here only, never in the mix',
    example: 0,
  })
  sampleArticles: number;
}
