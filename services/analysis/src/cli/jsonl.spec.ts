import { parseLine } from './jsonl';

describe('parseLine', () => {
  it('accepts an object with text and optional title and source', () => {
    expect(parseLine('{"id":7,"text":"hi","title":"T","source":"CNN"}')).toEqual({
      ok: true,
      input: { id: 7, text: 'hi', title: 'T', source: 'CNN' },
    });
  });

  it('reports invalid JSON, non-objects and missing or blank text, keeping the id when there is one', () => {
    expect(parseLine('{oops')).toEqual({ ok: false, id: null, error: 'invalid JSON' });
    expect(parseLine('[1]')).toMatchObject({ ok: false, id: null });
    expect(parseLine('{"id":"a"}')).toMatchObject({ ok: false, id: 'a' });
    expect(parseLine('{"id":"b","text":"   "}')).toMatchObject({ ok: false, id: 'b' });
    expect(parseLine('{"id":"c","text":5}')).toMatchObject({ ok: false, id: 'c' });
  });
});
