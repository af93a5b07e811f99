import { DEFAULT_FEEDS } from './default-feeds';
import { parseFeedList } from './feed-config';

describe('parseFeedList', () => {
  it('uses the default outlets when NEWS_FEEDS is unset or blank', () => {
    expect(parseFeedList(undefined)).toEqual(DEFAULT_FEEDS);
    expect(parseFeedList('  ')).toEqual(DEFAULT_FEEDS);
  });

  it('has a default set across the spectrum, each with a name, http(s) URL and category', () => {
    const names = new Set(DEFAULT_FEEDS.map((feed) => feed.name));
    for (const outlet of ['BBC News', 'NPR', 'The Guardian', 'Fox News', 'The Hill']) {
      expect(names).toContain(outlet);
    }
    for (const feed of DEFAULT_FEEDS) {
      expect(feed.url).toMatch(/^https?:\/\//);
      expect(feed.category.length).toBeGreaterThan(0);
    }
  });

  it('reads a JSON list, defaulting the category to General', () => {
    expect(
      parseFeedList(
        '[{"name":"Local","url":"http://127.0.0.1:9000/rss","category":"Local"},{"name":"B","url":"https://b.example/feed"}]',
      ),
    ).toEqual([
      { name: 'Local', url: 'http://127.0.0.1:9000/rss', category: 'Local' },
      { name: 'B', url: 'https://b.example/feed', category: 'General' },
    ]);
  });

  it('reads the list from a file when given a path', () => {
    const read = jest.fn(() => '[{"name":"F","url":"https://f.example/rss"}]');
    expect(parseFeedList('/etc/sentilog/feeds.json', read)).toEqual([
      { name: 'F', url: 'https://f.example/rss', category: 'General' },
    ]);
    expect(read).toHaveBeenCalledWith('/etc/sentilog/feeds.json');
  });

  it.each([
    ['[{"name":"X","url":"ftp://x.example/rss"}]', /feed 0\.url: must be an http\(s\) URL/],
    ['[{"url":"https://x.example/rss"}]', /feed 0\.name/],
    ['[{"name":"X","url":"https://x.example", ', /must be a JSON list/],
  ])('explains what is wrong with %s', (value, message) => {
    expect(() => parseFeedList(value)).toThrow(message);
  });

  it('says when the file cannot be read', () => {
    const read = () => {
      throw new Error('ENOENT');
    };
    expect(() => parseFeedList('/missing.json', read)).toThrow(
      'cannot read the feed list file /missing.json',
    );
  });
});
