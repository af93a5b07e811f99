import type { Article } from '../api/types';
import { dedupeArticles } from './dedupe';
import { normalizeArticle } from './normalize';

function article(id: string | null, url: string, title = ''): Article {
  return { ...normalizeArticle({ url, title }), id };
}

describe('dedupeArticles', () => {
  it('keeps the first article of each id', () => {
    const kept = dedupeArticles([
      article('1', 'https://a.example/1', 'first'),
      article('1', 'https://a.example/other', 'second'),
      article('2', 'https://a.example/2'),
    ]);
    expect(kept.map((a) => a.title)).toEqual(['first', '']);
    expect(kept.map((a) => a.id)).toEqual(['1', '2']);
  });

  it('falls back to the url for articles without an id', () => {
    const kept = dedupeArticles([
      article(null, 'https://a.example/x', 'first'),
      article(null, 'https://a.example/x', 'again'),
      article(null, 'https://a.example/y', 'other'),
    ]);
    expect(kept.map((a) => a.title)).toEqual(['first', 'other']);
  });

  it('treats the same url under another id as the same article', () => {
    const kept = dedupeArticles([
      article('1', 'https://a.example/x', 'first'),
      article('2', 'https://a.example/x', 'copy'),
    ]);
    expect(kept.map((a) => a.title)).toEqual(['first']);
  });

  it('keeps articles that have neither id nor url, and keeps the order', () => {
    const kept = dedupeArticles([
      article(null, '', 'a'),
      article(null, '', 'b'),
      article('3', '', 'c'),
      article('3', '', 'd'),
    ]);
    expect(kept.map((a) => a.title)).toEqual(['a', 'b', 'c']);
  });

  it('returns an empty list for an empty list', () => {
    expect(dedupeArticles([])).toEqual([]);
  });
});
