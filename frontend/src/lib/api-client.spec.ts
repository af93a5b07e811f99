import { AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { withReaderToken } from './api-client';

const ARTICLE = '/api/news/3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const request = (method: string, url: string): InternalAxiosRequestConfig => ({
  method,
  url,
  headers: new AxiosHeaders(),
});

afterEach(() => localStorage.clear());

describe('withReaderToken', () => {
  it("sends a signed-in reader's token with an article they open", () => {
    localStorage.setItem('token', 'jwt-1');
    expect(withReaderToken(request('get', ARTICLE)).headers.get('Authorization')).toBe(
      'Bearer jwt-1',
    );
  });

  it.each([
    ['the news list', 'get', '/api/news'],
    ['the news status', 'get', '/api/news/status'],
    ['a refresh', 'post', '/api/news/refresh'],
    ['another route', 'get', '/api/analyze/text'],
  ])('leaves %s alone', (_, method, url) => {
    localStorage.setItem('token', 'jwt-1');
    expect(withReaderToken(request(method, url)).headers.has('Authorization')).toBe(false);
  });

  it('sends nothing when signed out', () => {
    expect(withReaderToken(request('get', ARTICLE)).headers.has('Authorization')).toBe(false);
  });
});
