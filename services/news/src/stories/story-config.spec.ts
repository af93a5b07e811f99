import { ConfigError } from '@sentilog/platform';
import { newsConfigFrom } from '../config';
import { DEFAULT_CLUSTER_OPTIONS } from './cluster';

describe('story settings', () => {
  it('default to the clustering defaults the benchmark chose', () => {
    const config = newsConfigFrom({});
    expect(config.NEWS_STORY_SIMILARITY).toBe(DEFAULT_CLUSTER_OPTIONS.threshold);
    expect(config.NEWS_STORY_WINDOW_HOURS * 3_600_000).toBe(DEFAULT_CLUSTER_OPTIONS.windowMs);
  });

  it.each([
    ['NEWS_STORY_SIMILARITY', '1.5'],
    ['NEWS_STORY_SIMILARITY', 'high'],
    ['NEWS_STORY_WINDOW_HOURS', '0'],
    ['NEWS_STORY_WINDOW_HOURS', '2.5'],
    ['NEWS_STORY_WINDOW_HOURS', '1000'],
  ])('refuse %s=%s at start-up, naming it', (name, value) => {
    expect(() => newsConfigFrom({ [name]: value })).toThrow(ConfigError);
    expect(() => newsConfigFrom({ [name]: value })).toThrow(name);
  });
});
