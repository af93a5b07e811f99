import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { JournalKeys } from './encryption-keys';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Stored entry text that cannot be read with the configured keys. */
export class UndecryptableEntryError extends Error {
  override name = 'UndecryptableEntryError';
}

/** What goes into the row: which key, and IV ‖ auth tag ‖ ciphertext. */
export interface SealedText {
  keyId: string;
  content: Buffer;
}

/** The ciphertext's associated data: the row's owner and id. */
export const entryContext = (userId: string, id: string) => `journal-entry:${userId}:${id}`;

/**
 * A key's id: a hash of the key, so rows name their key without revealing it and rotation needs
 * no second setting (move the old key to JOURNAL_ENCRYPTION_KEYS_OLD, set a new one).
 */
export function keyIdOf(key: Buffer): string {
  return createHash('sha256')
    .update('sentilog-journal-key\0')
    .update(key)
    .digest('hex')
    .slice(0, 16);
}

/**
 * AES-256-GCM for journal text at rest. The row's owner and id are bound in as associated data,
 * so a ciphertext copied into another row (or another user's) fails to decrypt instead of
 * showing someone else's words; a wrong key fails the same way, loudly, never as garbage.
 */
export class EntryCipher {
  private readonly keys = new Map<string, Buffer>();
  readonly currentKeyId: string;

  constructor(keys: JournalKeys) {
    this.currentKeyId = keyIdOf(keys.current);
    for (const key of [keys.current, ...keys.old]) this.keys.set(keyIdOf(key), key);
  }

  /** Whether rows under this key id can be read. */
  knows(keyId: string): boolean {
    return this.keys.has(keyId);
  }

  encrypt(plaintext: string, context: string): SealedText {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.keys.get(this.currentKeyId)!, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return {
      keyId: this.currentKeyId,
      content: Buffer.concat([iv, cipher.getAuthTag(), ciphertext]),
    };
  }

  decrypt(sealed: SealedText, context: string): string {
    const key = this.keys.get(sealed.keyId);
    if (!key) {
      throw new UndecryptableEntryError(
        `encrypted with key ${sealed.keyId}, which is neither JOURNAL_ENCRYPTION_KEY nor one of JOURNAL_ENCRYPTION_KEYS_OLD`,
      );
    }
    if (sealed.content.length < IV_BYTES + TAG_BYTES) {
      throw new UndecryptableEntryError('the stored content is truncated');
    }
    const decipher = createDecipheriv(ALGORITHM, key, sealed.content.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(sealed.content.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    try {
      return Buffer.concat([
        decipher.update(sealed.content.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      throw new UndecryptableEntryError(
        `authentication failed with key ${sealed.keyId}: the key is not the one it was encrypted with, or the row was altered`,
      );
    }
  }
}
