import { ArgumentsHost, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { ServiceUnavailableError } from '@sentilog/transport';
import type { Response } from 'express';
import { ApiErrorFilter } from './api-error.filter';
import { RetryLaterException } from './retry-later.exception';

/** A response that records what the filter sends. */
function fakeResponse(headersSent = false) {
  const headers = new Map<string, string>();
  const sent: { status?: number; body?: unknown; destroyed: boolean } = { destroyed: false };
  const res = {
    headersSent,
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    status(code: number) {
      sent.status = code;
      return this;
    },
    json(body: unknown) {
      sent.body = body;
      return this;
    },
    destroy() {
      sent.destroyed = true;
    },
  };
  return { res: res as unknown as Response, headers, sent };
}

const hostFor = (res: Response) =>
  ({ switchToHttp: () => ({ getResponse: () => res }) }) as unknown as ArgumentsHost;

describe('ApiErrorFilter', () => {
  const filter = new ApiErrorFilter();
  beforeAll(() => {
    jest.spyOn(filter['logger'], 'warn').mockImplementation(() => undefined);
    jest.spyOn(filter['logger'], 'error').mockImplementation(() => undefined);
  });

  it.each([
    ['Redis out of reach', Object.assign(new Error('x'), { name: 'MaxRetriesPerRequestError' })],
    ['a refused connection', Object.assign(new Error('connect'), { code: 'ECONNREFUSED' })],
  ])('%s is 503 with Retry-After and the outage message, not 500', (_what, err) => {
    const { res, headers, sent } = fakeResponse();
    filter.catch(err, hostFor(res));
    expect(sent.status).toBe(503);
    expect(sent.body).toEqual({
      error: 'SentiLog is temporarily unavailable. Please try again in a moment.',
      statusCode: 503,
    });
    expect(headers.get('retry-after')).toBe('5');
  });

  it('a service that does not answer keeps its message and gets Retry-After too', () => {
    const { res, headers, sent } = fakeResponse();
    filter.catch(
      new ServiceUnavailableError('journal', 'journal.create', 'no reply'),
      hostFor(res),
    );
    expect(sent.body).toEqual({ error: 'journal service unavailable', statusCode: 503 });
    expect(headers.get('retry-after')).toBe('5');
  });

  it("keeps a route's own Retry-After, and sends none with other statuses", () => {
    const own = fakeResponse();
    own.res.setHeader('Retry-After', '60');
    filter.catch(new ServiceUnavailableException('The document queue is full'), hostFor(own.res));
    expect(own.headers.get('retry-after')).toBe('60');

    const missing = fakeResponse();
    filter.catch(new NotFoundException('Not here'), hostFor(missing.res));
    expect(missing.sent.status).toBe(404);
    expect(missing.headers.has('retry-after')).toBe(false);
  });

  it('a RetryLaterException is a 429 whose Retry-After is its own wait', () => {
    const { res, headers, sent } = fakeResponse();
    filter.catch(new RetryLaterException('Over the quota.', 3_600), hostFor(res));
    expect(sent.status).toBe(429);
    expect(sent.body).toEqual({ error: 'Over the quota.', statusCode: 429 });
    expect(headers.get('retry-after')).toBe('3600');
  });

  it('cuts a response already under way instead of writing a second one', () => {
    const { res, sent } = fakeResponse(true);
    filter.catch(new Error('boom'), hostFor(res));
    expect(sent.destroyed).toBe(true);
    expect(sent.status).toBeUndefined();
  });
});
