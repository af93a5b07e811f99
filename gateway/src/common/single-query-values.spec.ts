import { BadRequestException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { refuseManyValuedQuery } from './single-query-values';

function outcome(query: Record<string, unknown>): unknown {
  let passed: unknown = 'not called';
  refuseManyValuedQuery({ query } as unknown as Request, {} as Response, (err?: unknown) => {
    passed = err === undefined ? 'next' : (err as BadRequestException).message;
  });
  return passed;
}

describe('refuseManyValuedQuery', () => {
  it('lets single values through, and a request without a query', () => {
    expect(outcome({ limit: '20', q: '' })).toBe('next');
    expect(outcome({})).toBe('next');
  });

  it.each([
    [{ limit: ['1', '2'] }, 'limit'],
    [{ 'limit[]': '1' }, 'limit'],
    [{ 'limit[$gt]': '0' }, 'limit'],
    [{ from: { $gt: '2020-01-01' } }, 'from'],
    [{ 'x]': '1' }, 'x]'],
  ])('refuses %j naming the parameter', (query, name) => {
    expect(outcome(query)).toBe(
      name === 'x]'
        ? 'Every query parameter must be a single value.'
        : `The query parameter '${name}' must be a single value.`,
    );
  });

  it('does not echo a name that is not plain text', () => {
    expect(outcome({ '<script>[]': '1' })).toBe('Every query parameter must be a single value.');
  });
});
