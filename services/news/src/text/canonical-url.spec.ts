import { canonicalUrl } from './canonical-url';

describe('canonicalUrl', () => {
  it('strips tracking parameters and the fragment, and sorts what is left', () => {
    expect(
      canonicalUrl(
        'https://Example.COM:443/news/story?utm_source=rss&b=2&fbclid=x&a=1&UTM_Medium=feed#comments',
      ),
    ).toBe('https://example.com/news/story?a=1&b=2');
  });

  it('gives the same address for links that differ only in tracking', () => {
    const plain = canonicalUrl('https://news.example/a/1');
    expect(canonicalUrl('https://news.example/a/1?utm_campaign=x&gclid=y')).toBe(plain);
    expect(plain).toBe('https://news.example/a/1');
  });

  it('resolves relative links against the feed', () => {
    expect(canonicalUrl('/world/story-1', 'https://feeds.example/rss.xml')).toBe(
      'https://feeds.example/world/story-1',
    );
    expect(canonicalUrl('story-2', 'https://feeds.example/news/')).toBe(
      'https://feeds.example/news/story-2',
    );
  });

  it('drops credentials', () => {
    expect(canonicalUrl('https://user:secret@example.com/x')).toBe('https://example.com/x');
  });

  it.each([['javascript:alert(1)'], ['ftp://example.com/file'], ['not a url'], ['']])(
    'refuses %j',
    (raw) => {
      expect(canonicalUrl(raw)).toBeUndefined();
    },
  );
});
