import { BadRequestException } from '@nestjs/common';
import { findUnsafeText, SafeTextPipe } from './safe-text.pipe';

describe('findUnsafeText', () => {
  it('finds nothing in ordinary text, emoji (paired surrogates) and non-strings', () => {
    expect(findUnsafeText({ a: 'héllo 😀', b: [1, true, null, { c: 'tab\there' }] })).toBe(
      undefined,
    );
  });

  it.each([
    ['a NUL', 'a\u0000b'],
    ['a lone high surrogate', 'a\uD83Db'],
    ['a lone low surrogate', 'a\uDE00b'],
    ['a high surrogate at the end', 'ab\uD83D'],
    ['surrogates in the wrong order', '\uDE00\uD83D'],
  ])('names the field holding %s, however deep', (_what, text) => {
    expect(findUnsafeText({ ok: 'fine', outer: { list: ['x', text] } })).toBe('outer.list.1');
  });

  it('reports an unsafe key by the object holding it, without echoing the key', () => {
    expect(findUnsafeText({ outer: { 'k\u0000': 1 } })).toBe('outer');
    expect(findUnsafeText({ 'k\u0000': 1 })).toBe('');
  });

  it('walks deep structures without recursion', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = { d: deep };
    expect(findUnsafeText(deep)?.split('.')).toHaveLength(100_000);
  });
});

describe('SafeTextPipe', () => {
  const pipe = new SafeTextPipe();

  it('passes safe values through unchanged', () => {
    const body = { name: 'Ann' };
    expect(pipe.transform(body, { type: 'body' })).toBe(body);
  });

  it('refuses a body field with 400 naming it', () => {
    expect(() => pipe.transform({ firstname: 'A\u0000' }, { type: 'body' })).toThrow(
      new BadRequestException('firstname must not contain NUL characters or invalid Unicode'),
    );
  });

  it('names a single query or route parameter by its name, or the whole part by its type', () => {
    expect(() => pipe.transform('a\u0000', { type: 'query', data: 'q' })).toThrow(
      'q must not contain NUL characters or invalid Unicode',
    );
    expect(() => pipe.transform({ 'k\u0000': 'v' }, { type: 'query' })).toThrow(
      'query must not contain NUL characters or invalid Unicode',
    );
  });

  it('leaves custom parameters (the signed-in user) alone', () => {
    const user = { name: 'a\u0000' };
    expect(pipe.transform(user, { type: 'custom' })).toBe(user);
  });
});
