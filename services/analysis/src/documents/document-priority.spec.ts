import { documentPriority } from './document-priority';

const MB = 1024 * 1024;

describe('documentPriority', () => {
  it('takes smaller documents first among addresses with as many pending', () => {
    expect(documentPriority(1_000, 0)).toBe(1);
    expect(documentPriority(2 * MB, 0)).toBeLessThan(documentPriority(10 * MB, 0));
  });

  it("puts an address's next document behind every other address's first, whatever the sizes", () => {
    expect(documentPriority(10 * MB, 0)).toBeLessThan(documentPriority(1, 1));
    expect(documentPriority(10 * MB, 1)).toBeLessThan(documentPriority(1, 2));
  });

  it("stays within BullMQ's range", () => {
    expect(documentPriority(10 * MB, 100_000)).toBe(2_097_152);
  });
});
