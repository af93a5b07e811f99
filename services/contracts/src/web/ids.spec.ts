import { findUuid, isUuid, UUID_PATTERN } from './ids';

const ID = '0b9f4f0e-2a43-4c7a-9c1e-2f0a51f7c0de';

describe('UUIDs', () => {
  it('accepts a UUID in either case, and nothing around it', () => {
    expect(isUuid(ID)).toBe(true);
    expect(isUuid(ID.toUpperCase())).toBe(true);
    expect(isUuid(` ${ID}`)).toBe(false);
    expect(isUuid(`${ID}0`)).toBe(false);
    expect(isUuid('-'.repeat(36))).toBe(false);
    expect(isUuid('0b9f4f0e2a434c7a9c1e2f0a51f7c0de')).toBe(false);
    expect(UUID_PATTERN.test(ID)).toBe(true);
  });

  it('finds the first UUID a text names', () => {
    expect(findUuid(`Check GET /api/analyze/jobs/${ID} for the result`)).toBe(ID);
    expect(findUuid('no id here')).toBeUndefined();
  });
});
