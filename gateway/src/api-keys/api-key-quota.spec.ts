import { secondsUntilUtcMidnight, utcDay } from './api-key-quota';

describe('the daily quota’s clock (UTC)', () => {
  it('names the UTC day, not the local one', () => {
    expect(utcDay(new Date('2026-11-25T23:59:59.999Z'))).toBe('2026-11-25');
    expect(utcDay(new Date('2026-11-26T00:00:00.000Z'))).toBe('2026-11-26');
  });

  it('waits until the next UTC midnight, at least a second', () => {
    expect(secondsUntilUtcMidnight(new Date('2026-11-25T00:00:00.000Z'))).toBe(86_400);
    expect(secondsUntilUtcMidnight(new Date('2026-11-25T23:00:00.000Z'))).toBe(3_600);
    expect(secondsUntilUtcMidnight(new Date('2026-11-25T23:59:59.500Z'))).toBe(1);
    expect(secondsUntilUtcMidnight(new Date('2026-12-31T12:00:00.000Z'))).toBe(43_200);
  });
});
