import { ConfigError } from '@sentilog/platform';
import { DEFAULT_PUSH_SERVICE_ORIGINS } from './config';
import { isAllowedPushEndpoint, parsePushOrigins } from './push-origins';

describe('push service origins', () => {
  const defaults = parsePushOrigins(DEFAULT_PUSH_SERVICE_ORIGINS);

  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:def',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAA',
    'https://web.push.apple.com/QOa7',
    'https://wns2-db5p.notify.windows.com/w/?token=x',
  ])('takes the browsers’ own push services: %s', (endpoint) => {
    expect(isAllowedPushEndpoint(endpoint, defaults)).toBe(true);
  });

  it.each([
    ['plain http', 'http://fcm.googleapis.com/fcm/send/x'],
    ['another host', 'https://evil.example/fcm/send/x'],
    ['a look-alike suffix', 'https://fcm.googleapis.com.evil.example/x'],
    ['the wildcard’s bare domain', 'https://push.apple.com/x'],
    ['an internal address', 'https://127.0.0.1/x'],
    ['credentials', 'https://user:pw@fcm.googleapis.com/x'],
    ['another port', 'https://fcm.googleapis.com:8443/x'],
    ['no URL at all', 'not a url'],
  ])('refuses %s', (_what, endpoint) => {
    expect(isAllowedPushEndpoint(endpoint, defaults)).toBe(false);
  });

  it('reads a port wildcard, for a test push service on the loopback', () => {
    const local = parsePushOrigins('http://127.0.0.1:*');
    expect(isAllowedPushEndpoint('http://127.0.0.1:41234/push/1', local)).toBe(true);
    expect(isAllowedPushEndpoint('https://127.0.0.1:41234/push/1', local)).toBe(false);
  });

  it('names a malformed entry', () => {
    expect(() => parsePushOrigins('https://fcm.googleapis.com, ftp://x')).toThrow(ConfigError);
    expect(() => parsePushOrigins('https://fcm.googleapis.com, ftp://x')).toThrow(/"ftp:\/\/x"/);
  });
});
