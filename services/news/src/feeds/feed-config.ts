import { readFileSync } from 'node:fs';
import { z } from '@sentilog/platform';
import { DEFAULT_FEEDS } from './default-feeds';
import type { FeedSource } from './feed-source';

const feedSchema = z.object({
  name: z.string().trim().min(1).max(100),
  url: z
    .string()
    .url()
    .refine((value) => /^https?:\/\//i.test(value), 'must be an http(s) URL'),
  category: z.string().trim().min(1).max(60).default('General'),
});
const feedListSchema = z.array(feedSchema).max(500);

/**
 * The feeds to read, from `NEWS_FEEDS`: a JSON list of `{name, url, category?}`, or the path of a
 * file holding one; unset, the default set. Throws an Error whose message says what is wrong.
 */
export function parseFeedList(
  value: string | undefined,
  readFile: (path: string) => string = (path) => readFileSync(path, 'utf8'),
): FeedSource[] {
  if (value === undefined || value.trim() === '') return [...DEFAULT_FEEDS];
  const trimmed = value.trim();
  let json: string;
  if (trimmed.startsWith('[')) {
    json = trimmed;
  } else {
    try {
      json = readFile(trimmed);
    } catch {
      throw new Error(`cannot read the feed list file ${trimmed}`);
    }
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new Error('must be a JSON list of {name, url, category} (or a file holding one)');
  }
  const result = feedListSchema.safeParse(parsed);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`feed ${issue.path.join('.')}: ${issue.message}`);
  }
  return result.data;
}
