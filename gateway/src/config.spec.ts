import { ConfigError } from '@sentilog/platform';
import { gatewayConfigFrom, highestRateLimits } from './config';

const SECRET = 'unit-test-secret-0123456789abcdefghijklmnop';

describe('gatewayConfigFrom', () => {
  it('gives the typed configuration, defaults filled in and values converted', () => {
    const config = gatewayConfigFrom({
      NODE_ENV: 'production',
      JWT_SECRET: SECRET,
      PORT: '3000',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      NEWS_STREAM_MAX_PER_ADDRESS: '2',
    });
    expect(config.PORT).toBe(3000);
    expect(config.CORS_ORIGINS).toEqual(['https://a.example', 'https://b.example']);
    expect(config.APP_URL).toBe('http://localhost:3000');
    expect(config.JWT_SECRET).toBe(SECRET);
    expect(config.API_RATE_LIMIT).toBe(600);
    // The news settings are part of the one configuration.
    expect(config.NEWS_STREAM_MAX_PER_ADDRESS).toBe(2);
    expect(config.NEWS_CACHE_SECONDS).toBe(30);
  });

  it('takes a set APP_URL over PORT, without its trailing slash', () => {
    const env = { JWT_SECRET: SECRET, PORT: '3000', APP_URL: 'https://sentilog.example.com/' };
    expect(gatewayConfigFrom(env).APP_URL).toBe('https://sentilog.example.com');
    expect(gatewayConfigFrom({ JWT_SECRET: SECRET }).APP_URL).toBe('http://localhost:8080');
  });

  it('refuses a bad value with one line naming it', () => {
    const read = () => gatewayConfigFrom({ JWT_SECRET: SECRET, PORT: 'eighty' });
    expect(read).toThrow(ConfigError);
    expect(read).toThrow(
      /^Configuration error: PORT \("eighty"\) is invalid: Expected number, received nan$/,
    );
  });

  it('refuses a bad news setting the same way', () => {
    expect(() => gatewayConfigFrom({ JWT_SECRET: SECRET, NEWS_CACHE_SECONDS: '-1' })).toThrow(
      /^Configuration error: NEWS_CACHE_SECONDS \("-1"\) is invalid: /,
    );
  });

  it('refuses production without JWT_SECRET', () => {
    expect(() => gatewayConfigFrom({ NODE_ENV: 'production' })).toThrow(
      new ConfigError(
        'Configuration error: JWT_SECRET is missing: required when NODE_ENV=production',
      ),
    );
  });

  it('names every rate limit at the highest value it accepts', () => {
    const limits = highestRateLimits();
    expect(Object.keys(limits)).toEqual(
      expect.arrayContaining(['API_RATE_LIMIT', 'LOGIN_RATE_LIMIT_IP', 'NEWS_REFRESH_RATE_LIMIT']),
    );
    expect(() => gatewayConfigFrom({ ...limits, JWT_SECRET: 'x'.repeat(32) })).not.toThrow();
    for (const [name, value] of Object.entries(limits)) {
      expect(() => gatewayConfigFrom({ [name]: String(Number(value) + 1) })).toThrow(name);
    }
  });
});
