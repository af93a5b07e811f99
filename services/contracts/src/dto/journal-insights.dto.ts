import {
  IsBoolean,
  IsIn,
  IsISO8601,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
} from 'class-validator';
import type { NewsBias } from '../web/news';
import { TimeZoneField } from './journal-days.dto';
import { JournalUserRequest } from './journal.dto';

/** `journal.activities`: the signed-in user's own tags. */
export class JournalActivitiesRequest extends JournalUserRequest {}

/** `journal.insights`: the signed-in user's own figures, ending on their today. */
export class JournalInsightsRequest extends JournalUserRequest {
  @TimeZoneField('the writer’s time zone')
  timeZone?: string;
}

/** `journal.reading-mix`: the signed-in user's own news reading mix. */
export class ReadingMixRequest extends JournalUserRequest {}

const NEWS_BIASES: NewsBias[] = ['LEFT', 'CENTER', 'RIGHT'];

/**
 * `journal.article-opened`: a signed-in user opened a news article (the gateway's article route
 * sends it and never waits). The topic the insights use is the article's category; the outlet and
 * its rating, as the article's answer carried them, feed "my news bias" (a read keeps the rating
 * it was shown with, and needs no call to the news service, whose articles are pruned).
 */
export class ArticleOpenedRecord extends JournalUserRequest {
  @IsUUID('all')
  articleId: string;

  @IsString()
  @MaxLength(64)
  category: string;

  @IsISO8601({ strict: true })
  openedAt: string;

  /** The outlet: the outlet table's name when it is rated, else the article's source. */
  @IsOptional()
  @IsString()
  @MaxLength(100)
  outlet?: string;

  /** The outlet's own rating; absent or null when it has none. */
  @IsOptional()
  @IsIn(NEWS_BIASES)
  outletRating?: NewsBias | null;

  /** A sample article (fictional outlet, sample rating): never counted in the mix. */
  @IsOptional()
  @IsBoolean()
  sample?: boolean;
}
