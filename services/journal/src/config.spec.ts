import { ConfigError } from '@sentilog/platform';
import { randomBytes, createECDH } from 'node:crypto';
import { journalConfigFrom } from './config';

const key = createECDH('prime256v1');
key.generateKeys();
const VAPID = {
  VAPID_PUBLIC_KEY: key.getPublicKey().toString('base64url'),
  VAPID_PRIVATE_KEY: randomBytes(32).toString('base64url'),
  VAPID_SUBJECT: 'mailto:operator@sentilog.example',
};
const base = { JOURNAL_ENCRYPTION_KEY: randomBytes(32).toString('base64') };

describe('journal configuration: push reminders', () => {
  it('without VAPID keys, push is simply unavailable', () => {
    const config = journalConfigFrom(base);
    expect(config.vapid).toBeNull();
    expect(config.REMINDER_SWEEP_SECONDS).toBe(60);
  });

  it('takes the key pair with its subject', () => {
    expect(journalConfigFrom({ ...base, ...VAPID }).vapid).toEqual({
      publicKey: VAPID.VAPID_PUBLIC_KEY,
      privateKey: VAPID.VAPID_PRIVATE_KEY,
      subject: VAPID.VAPID_SUBJECT,
    });
  });

  it.each([
    [
      'a public key alone',
      { VAPID_PUBLIC_KEY: VAPID.VAPID_PUBLIC_KEY },
      /VAPID_PRIVATE_KEY is missing/,
    ],
    [
      'a private key alone',
      { VAPID_PRIVATE_KEY: VAPID.VAPID_PRIVATE_KEY },
      /VAPID_PUBLIC_KEY is missing/,
    ],
    ['keys without a subject', { ...VAPID, VAPID_SUBJECT: undefined }, /VAPID_SUBJECT is missing/],
    ['a bare address', { ...VAPID, VAPID_SUBJECT: 'operator@example.com' }, /VAPID_SUBJECT/],
    ['a malformed key', { ...VAPID, VAPID_PUBLIC_KEY: 'short' }, /VAPID_PUBLIC_KEY/],
    [
      'an origin of another scheme',
      { PUSH_SERVICE_ORIGINS: 'ftp://push.example' },
      /PUSH_SERVICE_ORIGINS/,
    ],
  ])('refuses %s at start-up, naming the variable', (_what, env, message) => {
    expect(() => journalConfigFrom({ ...base, ...env })).toThrow(ConfigError);
    expect(() => journalConfigFrom({ ...base, ...env })).toThrow(message);
  });

  it('never echoes the private key in its error', () => {
    const secret = `${VAPID.VAPID_PRIVATE_KEY}!`;
    expect(() => journalConfigFrom({ ...base, ...VAPID, VAPID_PRIVATE_KEY: secret })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining(secret) }),
    );
  });
});
