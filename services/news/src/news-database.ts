import { Article } from './articles/article.entity';
import { CreateArticles1764400000000 } from './migrations/1764400000000-create-articles';

/** The news service's schema, shared by the RPC process and the ingestion worker. */
export const NEWS_SCHEMA = 'news';
export const NEWS_ENTITIES = [Article];
export const NEWS_MIGRATIONS = [CreateArticles1764400000000];
