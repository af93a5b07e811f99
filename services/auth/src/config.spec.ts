import { authConfigFrom } from './config';

describe('authConfigFrom: APP_URL', () => {
  it('follows PORT when unset', () => {
    expect(authConfigFrom({ PORT: '3000' }).APP_URL).toBe('http://localhost:3000');
    expect(authConfigFrom({}).APP_URL).toBe('http://localhost:8080');
  });

  it('a set APP_URL wins over PORT, without its trailing slash', () => {
    const env = { PORT: '3000', APP_URL: 'https://sentilog.example.com/' };
    expect(authConfigFrom(env).APP_URL).toBe('https://sentilog.example.com');
  });
});
