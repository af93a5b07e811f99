import { appUrlEnv, withAppUrl } from './app-url';
import { parseConfig, z } from './config';

// A process's variables as the gateway's and the auth service's declare them (their own specs check
// their shapes); the platform, shared by both, imports neither.
const shape = {
  ...appUrlEnv,
  PORT: z.coerce.number().int().min(1).max(65_535).default(8080),
};

describe('APP_URL', () => {
  it('follows PORT when unset', () => {
    expect(withAppUrl(parseConfig(shape, { PORT: '3000' })).APP_URL).toBe('http://localhost:3000');
    expect(withAppUrl(parseConfig(shape, {})).APP_URL).toBe('http://localhost:8080');
  });

  it('a set APP_URL wins over PORT, without its trailing slash', () => {
    const env = { PORT: '3000', APP_URL: 'https://sentilog.example.com/' };
    expect(withAppUrl(parseConfig(shape, env)).APP_URL).toBe('https://sentilog.example.com');
  });
});
