import { Article } from './articles/article.entity';
import { IngestionStatus } from './ingestion/ingestion-status.entity';
import { CreateArticles1764400000000 } from './migrations/1764400000000-create-articles';
import { IngestionStatus1764500000000 } from './migrations/1764500000000-ingestion-status';
import { ModelReadings1764600000000 } from './migrations/1764600000000-model-readings';
import { Stories1765000000000 } from './migrations/1765000000000-stories';
import { ArticleReadingFigures1766500000000 } from './migrations/1766500000000-article-reading-figures';
import { Story } from './stories/story.entity';

/** The news service's schema, shared by the RPC process and the ingestion worker. */
export const NEWS_SCHEMA = 'news';
export const NEWS_ENTITIES = [Article, IngestionStatus, Story];
export const NEWS_MIGRATIONS = [
  CreateArticles1764400000000,
  IngestionStatus1764500000000,
  ModelReadings1764600000000,
  Stories1765000000000,
  ArticleReadingFigures1766500000000,
];
