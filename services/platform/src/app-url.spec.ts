import { authEnv } from '../../auth/src/config';
import { gatewayEnv } from '../../../gateway/src/config';
import { parseConfig } from './config';
import { withAppUrl } from './app-url';

describe('APP_URL', () => {
  it.each([
    ['gateway', gatewayEnv],
    ['auth', authEnv],
  ] as const)('%s: follows PORT when unset', (_name, shape) => {
    expect(withAppUrl(parseConfig(shape, { PORT: '3000' })).APP_URL).toBe('http://localhost:3000');
    expect(withAppUrl(parseConfig(shape, {})).APP_URL).toBe('http://localhost:8080');
  });

  it.each([
    ['gateway', gatewayEnv],
    ['auth', authEnv],
  ] as const)('%s: a set APP_URL wins over PORT, without its trailing slash', (_name, shape) => {
    const env = { PORT: '3000', APP_URL: 'https://sentilog.example.com/' };
    expect(withAppUrl(parseConfig(shape, env)).APP_URL).toBe('https://sentilog.example.com');
  });
});
