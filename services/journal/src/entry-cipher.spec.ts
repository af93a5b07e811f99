import { randomBytes } from 'node:crypto';
import { EntryCipher, keyIdOf, UndecryptableEntryError } from './entry-cipher';

describe('EntryCipher', () => {
  const oldKey = randomBytes(32);
  const newKey = randomBytes(32);
  const context = 'journal-entry:user:entry';

  it('round-trips text under the current key, with a fresh IV each time', () => {
    const cipher = new EntryCipher({ current: newKey, old: [] });
    const a = cipher.encrypt('<p>héllo ✓</p>', context);
    const b = cipher.encrypt('<p>héllo ✓</p>', context);
    expect(a.keyId).toBe(keyIdOf(newKey));
    expect(a.content.equals(b.content)).toBe(false);
    expect(a.content.includes(Buffer.from('héllo'))).toBe(false);
    expect(cipher.decrypt(a, context)).toBe('<p>héllo ✓</p>');
  });

  it('reads text sealed under an old key after a rotation, and writes under the new one', () => {
    const sealed = new EntryCipher({ current: oldKey, old: [] }).encrypt('before', context);
    const rotated = new EntryCipher({ current: newKey, old: [oldKey] });
    expect(rotated.decrypt(sealed, context)).toBe('before');
    expect(rotated.encrypt('after', context).keyId).toBe(keyIdOf(newKey));
  });

  it('fails loudly for an unknown key id', () => {
    const sealed = new EntryCipher({ current: oldKey, old: [] }).encrypt('x', context);
    expect(() => new EntryCipher({ current: newKey, old: [] }).decrypt(sealed, context)).toThrow(
      new UndecryptableEntryError(
        `encrypted with key ${keyIdOf(oldKey)}, which is neither JOURNAL_ENCRYPTION_KEY nor one of JOURNAL_ENCRYPTION_KEYS_OLD`,
      ),
    );
  });

  it('fails loudly when the key under that id is a different one, the row was altered or moved', () => {
    const cipher = new EntryCipher({ current: newKey, old: [] });
    const sealed = cipher.encrypt('secret', context);
    const otherKeySameId = new EntryCipher({ current: randomBytes(32), old: [] });
    const impostor = { ...sealed, keyId: otherKeySameId.currentKeyId };
    expect(() => otherKeySameId.decrypt(impostor, context)).toThrow(/authentication failed/);

    const flipped = Buffer.from(sealed.content);
    flipped[flipped.length - 1] ^= 1;
    expect(() => cipher.decrypt({ ...sealed, content: flipped }, context)).toThrow(
      UndecryptableEntryError,
    );
    expect(() => cipher.decrypt(sealed, 'journal-entry:other:entry')).toThrow(
      UndecryptableEntryError,
    );
    expect(() =>
      cipher.decrypt({ ...sealed, content: sealed.content.subarray(0, 10) }, context),
    ).toThrow(/truncated/);
  });

  it('names keys by a hash that does not reveal them', () => {
    expect(keyIdOf(newKey)).toMatch(/^[0-9a-f]{16}$/);
    expect(keyIdOf(newKey)).not.toBe(keyIdOf(oldKey));
    expect(newKey.toString('hex')).not.toContain(keyIdOf(newKey));
  });
});
