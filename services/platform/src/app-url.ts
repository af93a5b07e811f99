import { z } from 'zod';

/**
 * The browser app's address (reset links, the OAuth return). Optional in the schema: unset, it
 * follows the gateway's PORT (see withAppUrl), so `PORT=3000 npm start` still prints working links.
 */
export const appUrlEnv = {
  APP_URL: z
    .string()
    .url()
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
};

/** Fills in APP_URL as http://localhost:PORT when it is not set: the app is the local gateway. */
export function withAppUrl<T extends { PORT: number; APP_URL?: string }>(
  env: T,
): T & { APP_URL: string } {
  return { ...env, APP_URL: env.APP_URL ?? `http://localhost:${env.PORT}` };
}
