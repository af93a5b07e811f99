import { formatConfidence, formatDate, formatLongDate } from './format';

describe('formatConfidence', () => {
  it.each([
    [0.873, '87%'],
    [0.875, '88%'],
    [1, '100%'],
    [0.005, '1%'],
    [0.5, '50%'],
  ])('shows %p as a rounded percent (%s)', (value, shown) => {
    expect(formatConfidence(value)).toBe(shown);
  });

  it("shows exactly zero as '0%'", () => {
    expect(formatConfidence(0)).toBe('0%');
  });

  it.each([0.004, 0.0001, -0.2, NaN, Infinity, -Infinity, null, undefined])(
    "shows %p as 'N/A'",
    (value) => {
      expect(formatConfidence(value)).toBe('N/A');
    },
  );

  it('also takes a value that is already a percent', () => {
    expect(formatConfidence(87.4, 'percent')).toBe('87%');
    expect(formatConfidence(0.4, 'percent')).toBe('N/A');
    expect(formatConfidence(0, 'percent')).toBe('0%');
  });
});

describe('formatDate', () => {
  it('uses a short month/day/time format', () => {
    expect(formatDate(new Date(2025, 0, 5, 14, 30))).toBe('Jan 5, 2:30 PM');
    expect(formatDate(new Date(2025, 10, 22, 9, 5))).toBe('Nov 22, 9:05 AM');
  });

  it('reads ISO strings and timestamps', () => {
    const date = new Date(2025, 5, 1, 0, 0);
    expect(formatDate(date.toISOString())).toBe('Jun 1, 12:00 AM');
    expect(formatDate(date.getTime())).toBe('Jun 1, 12:00 AM');
  });

  it.each(['not a date', '', null, undefined, NaN])("shows %p as 'Date Unavailable'", (value) => {
    expect(formatDate(value as string)).toBe('Date Unavailable');
  });
});

describe('formatLongDate', () => {
  it('writes the calendar date in words', () => {
    expect(formatLongDate(new Date(2025, 0, 5))).toBe('January 5, 2025');
    expect(formatLongDate('garbage')).toBe('Date Unavailable');
  });
});
