import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { isUuid } from '@sentilog/contracts';
import { JournalKeys } from './encryption-keys';

const PURPOSE = 'sentilog reminder unsubscribe';

/** A key of its own for each journal key, so the MAC never reuses the encryption key itself. */
const macKeyOf = (key: Buffer) =>
  Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), PURPOSE, 32));

/**
 * The token of a reminder mail's unsubscribe link: `<user id>.<HMAC of it>`. It turns that person's
 * email reminders off without a sign-in, and nothing else; it is signed, so no one can make one
 * for someone else. It does not expire: an old mail's link must still work. The keys derive from
 * the journal's own (JOURNAL_ENCRYPTION_KEY, and the old ones, so links survive a rotation).
 */
export class UnsubscribeTokens {
  private readonly current: Buffer;
  private readonly all: Buffer[];

  constructor(keys: JournalKeys) {
    this.current = macKeyOf(keys.current);
    this.all = [this.current, ...keys.old.map(macKeyOf)];
  }

  issue(userId: string): string {
    return `${userId}.${mac(this.current, userId).toString('base64url')}`;
  }

  /** The person the token was issued for, or null for anything else. */
  verify(token: string): string | null {
    const [userId, signature, extra] = token.split('.');
    if (extra !== undefined || !userId || !signature || !isUuid(userId)) return null;
    const given = Buffer.from(signature, 'base64url');
    const valid = this.all.some((key) => {
      const expected = mac(key, userId);
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
    return valid ? userId : null;
  }
}

function mac(key: Buffer, userId: string): Buffer {
  return createHmac('sha256', key).update(`unsubscribe-email-reminders:${userId}`).digest();
}
