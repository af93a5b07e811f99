import axios, { type InternalAxiosRequestConfig } from 'axios';
import { config } from '../config';
import { storage, storageKeys } from './storage';

/** The one HTTP client of the app. Every call goes to the gateway at `config.apiUrl`. */
export const api = axios.create({
  baseURL: config.apiUrl || undefined,
  headers: { Accept: 'application/json' },
  timeout: 130_000,
});

/** Turns an API path such as a profile photo URL (`/api/auth/photo/...`) into a loadable URL. */
export function apiUrl(path: string): string {
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  return `${config.apiUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}

const ARTICLE_DETAIL =
  /^\/api\/news\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A news article opened by a signed-in reader carries their token, so the gateway can note the
 * article's topic for their journal's mood insights (gateway/src/journal/article-reads.ts). Only
 * that route: every other call states its own credentials, and the article is answered the same
 * with or without one.
 */
export function withReaderToken(request: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  if (request.method === 'get' && ARTICLE_DETAIL.test(request.url ?? '')) {
    const token = storage.get(storageKeys.token);
    if (token && !request.headers.has('Authorization')) {
      request.headers.set('Authorization', `Bearer ${token}`);
    }
  }
  return request;
}

api.interceptors.request.use(withReaderToken);
