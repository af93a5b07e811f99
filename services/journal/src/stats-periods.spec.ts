import { newsSeries } from './news-series';
import { addDays, statsWindow } from './stats-periods';

describe('statsWindow', () => {
  const today = '2026-03-05';

  it('week: the last 7 days with today, against the 7 before', () => {
    expect(statsWindow('week', today)).toEqual({
      unit: 'day',
      start: '2026-02-27',
      end: '2026-03-06',
      previousStart: '2026-02-20',
      weekStart: '2026-02-27',
      today: '2026-03-05',
    });
  });

  it('month: the last 30 days with today, against the 30 before', () => {
    expect(statsWindow('month', today)).toMatchObject({
      unit: 'day',
      start: '2026-02-04',
      previousStart: '2026-01-05',
      end: '2026-03-06',
    });
  });

  it('year: this calendar month and the 11 before, against the 12 before those', () => {
    expect(statsWindow('year', today)).toMatchObject({
      unit: 'month',
      start: '2025-04-01',
      previousStart: '2024-04-01',
      end: '2026-03-06',
    });
  });

  it('ends on the day it is given, and counts calendar days across months and leap years', () => {
    expect(statsWindow('week', '2026-01-01').today).toBe('2026-01-01');
    expect(statsWindow('week', '2026-01-01').start).toBe('2025-12-26');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });
});

describe('newsSeries', () => {
  it('keeps the window’s days for day buckets with their sample mark, and skips malformed rows', () => {
    const window = statsWindow('week', '2026-03-05');
    expect(
      newsSeries(
        [
          { date: '2026-02-26', newsSentiment: 0.9, articles: 3, sample: false },
          { date: '2026-02-27', newsSentiment: 0.25, articles: 4, sample: false },
          { date: '2026-03-05', newsSentiment: -0.1234, articles: 2, sample: true },
          { date: '2026-03-04', newsSentiment: Number.NaN, articles: 2, sample: false },
        ],
        window,
      ),
    ).toEqual([
      { date: '2026-02-27', newsSentiment: 0.25, sample: false },
      { date: '2026-03-05', newsSentiment: -0.123, sample: true },
    ]);
  });

  it('averages a month over its articles for the year', () => {
    const window = statsWindow('year', '2026-03-05');
    expect(
      newsSeries(
        [
          { date: '2026-02-01', newsSentiment: 0.5, articles: 3, sample: false },
          { date: '2026-02-20', newsSentiment: -0.5, articles: 1, sample: true },
          { date: '2026-03-02', newsSentiment: 0.2, articles: 5, sample: false },
        ],
        window,
      ),
    ).toEqual([
      // A month with one day of sample articles is sample news.
      { date: '2026-02-01', newsSentiment: 0.25, sample: true },
      { date: '2026-03-01', newsSentiment: 0.2, sample: false },
    ]);
  });
});
