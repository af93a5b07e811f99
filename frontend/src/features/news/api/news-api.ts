import { api, apiUrl } from '../../../lib/api-client';
import type {
  ApiArticle,
  ApiArticleDetail,
  NewsBlindspots,
  NewsFeedStatus,
  NewsReadingMix,
  NewsStory,
  NewsStoryDetail,
} from './types';

/** `GET /api/news`: the article list (a plain JSON array). */
export async function fetchNews(): Promise<ApiArticle[]> {
  const { data } = await api.get<unknown>('/api/news');
  if (!Array.isArray(data)) throw new Error('The news list is not an array');
  return data as ApiArticle[];
}

/** `GET /api/news/:id`: one article with its full text in `content`. */
export async function fetchArticle(id: string, signal?: AbortSignal): Promise<ApiArticleDetail> {
  const { data } = await api.get<ApiArticleDetail>(`/api/news/${encodeURIComponent(id)}`, {
    signal,
  });
  return data;
}

/** `GET /api/news/status`: how the last ingestion run went (feeds unreachable, last live fetch). */
export async function fetchNewsStatus(signal?: AbortSignal): Promise<NewsFeedStatus> {
  const { data } = await api.get<NewsFeedStatus>('/api/news/status', { signal });
  return data;
}

/** `GET /api/news/stories`: stories of two or more articles, the most recently reported first. */
export async function fetchStories(signal?: AbortSignal): Promise<NewsStory[]> {
  const { data } = await api.get<unknown>('/api/news/stories', { signal });
  if (!Array.isArray(data)) throw new Error('The story list is not an array');
  return data as NewsStory[];
}

/** `GET /api/news/stories/:id`: one story with its articles, oldest first. */
export async function fetchStory(id: string, signal?: AbortSignal): Promise<NewsStoryDetail> {
  const { data } = await api.get<NewsStoryDetail>(`/api/news/stories/${encodeURIComponent(id)}`, {
    signal,
  });
  return data;
}

/** `GET /api/news/blindspots`: the recent stories one side barely covers, and what was checked. */
export async function fetchBlindspots(signal?: AbortSignal): Promise<NewsBlindspots> {
  const { data } = await api.get<NewsBlindspots>('/api/news/blindspots', { signal });
  if (!Array.isArray(data?.stories)) throw new Error('The blindspot feed has no story list');
  return data;
}

/** `GET /api/news/my-bias`: the ratings of the outlets the signed-in reader opened articles of. */
export async function fetchMyNewsBias(
  token: string,
  signal?: AbortSignal,
): Promise<NewsReadingMix> {
  const { data } = await api.get<NewsReadingMix>('/api/news/my-bias', {
    headers: { Authorization: `Bearer ${token}` },
    signal,
  });
  return data;
}

/** `POST /api/news/refresh`: asks the server for an ingestion run now (rate limited). */
export async function requestIngestion(): Promise<void> {
  await api.post('/api/news/refresh');
}

/**
 * The Server-Sent Events stream that announces each ingestion run's new articles: unnamed
 * ('message') events whose data is `{"count": N}`.
 */
export const NEWS_STREAM_PATH = '/api/news/stream';
export const NEWS_STREAM_EVENT = 'message';

export function newsStreamUrl(): string {
  return apiUrl(NEWS_STREAM_PATH);
}
