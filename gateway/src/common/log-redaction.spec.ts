import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it('hides the values of code, state and token and keeps everything else', () => {
    expect(redactUrl('/api/auth/github/callback?code=abc123&state=xyz&provider=github')).toBe(
      '/api/auth/github/callback?code=[redacted]&state=[redacted]&provider=github',
    );
    expect(redactUrl('/oauth-callback?provider=google&CODE=1&token=eyJ&x=')).toBe(
      '/oauth-callback?provider=google&CODE=[redacted]&token=[redacted]&x=',
    );
    expect(redactUrl('/reset-password?%63ode=secret')).toBe('/reset-password?%63ode=[redacted]');
  });

  it('hides the code of a link waiting for confirmation', () => {
    expect(redactUrl('/oauth-callback?link=Abc-123_x')).toBe('/oauth-callback?link=[redacted]');
    expect(redactUrl('/oauth-callback?Link=a&provider=github')).toBe(
      '/oauth-callback?Link=[redacted]&provider=github',
    );
  });

  it('leaves URLs without a query, or without those names, as they are', () => {
    expect(redactUrl('/api/health')).toBe('/api/health');
    expect(redactUrl('/api/news?page=2&codec=x')).toBe('/api/news?page=2&codec=x');
    expect(redactUrl(undefined)).toBeUndefined();
  });
});
