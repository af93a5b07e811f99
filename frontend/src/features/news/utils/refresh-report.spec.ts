import type { Article, NewsFeedStatus } from '../api/types';
import { normalizeArticle } from './normalize';
import { newArticleCount, refreshReport } from './refresh-report';

const run = (sources: number, unreachable: number): NewsFeedStatus => ({
  lastRunAt: '2026-11-20T15:00:00.000Z',
  sources,
  unreachable,
  lastLiveFetchAt: unreachable < sources ? '2026-11-20T15:00:00.000Z' : null,
  showingSamples: false,
});
const article = (id: string, sample = false): Article => normalizeArticle({ id, sample });

describe('what a refresh says', () => {
  it('counts the articles that were not shown before', () => {
    expect(newArticleCount([article('a'), article('b')], [article('c'), article('a')])).toBe(1);
  });

  it('names the unreachable feeds, what is shown instead, and what came', () => {
    expect(refreshReport(run(3, 3), 0, [article('s', true)]).message).toBe(
      'Live feeds are still unreachable — showing sample articles.',
    );
    expect(refreshReport(run(3, 3), 0, [article('a')]).message).toBe(
      'Live feeds are still unreachable — no new articles.',
    );
    expect(refreshReport(run(18, 2), 1, [article('a')])).toEqual({
      tone: 'success',
      message: '1 new article loaded. 2 of 18 feeds could not be read.',
    });
    expect(refreshReport(run(18, 0), 0, [article('a')])).toEqual({
      tone: 'info',
      message: 'No new articles: the feeds have nothing newer yet.',
    });
  });
});
