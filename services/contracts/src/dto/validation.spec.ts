import { randomBytes } from 'node:crypto';
import { isPaddedBase64 } from './validation';

describe('isPaddedBase64', () => {
  it('takes base64 of any padding', () => {
    for (const bytes of [0, 1, 2, 3, 30]) {
      expect(isPaddedBase64(randomBytes(bytes).toString('base64'))).toBe(true);
    }
  });

  it.each(['abc', 'ab=c', '====', 'a===', 'ab-_', 'ab c', 'abc?'])('refuses %j', (value) => {
    expect(isPaddedBase64(value)).toBe(false);
  });

  it("checks a photo's 20 MB without overflowing the stack (IsBase64's pattern did)", () => {
    const photo = randomBytes(15 * 1024 * 1024).toString('base64');
    expect(isPaddedBase64(photo)).toBe(true);
    expect(isPaddedBase64(`${photo.slice(0, -4)}*AAA`)).toBe(false);
  });
});
