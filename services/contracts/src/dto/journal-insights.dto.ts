import { IsISO8601, IsString, IsUUID, MaxLength } from 'class-validator';
import { JournalUserRequest } from './journal.dto';

/** `journal.insights` and `journal.activities`: the signed-in user's own figures. */
export class JournalInsightsRequest extends JournalUserRequest {}

/**
 * `journal.article-opened`: a signed-in user opened a news article (the gateway's article route
 * sends it and never waits). The topic the insights use is the article's category.
 */
export class ArticleOpenedRecord extends JournalUserRequest {
  @IsUUID('all')
  articleId: string;

  @IsString()
  @MaxLength(64)
  category: string;

  @IsISO8601({ strict: true })
  openedAt: string;
}
