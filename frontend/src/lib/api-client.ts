import axios from 'axios';
import { config } from '../config';

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
