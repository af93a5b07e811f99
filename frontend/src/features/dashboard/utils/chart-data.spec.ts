import { buildChartData, formatTrend, newsScoreToPercent, pointLabel } from './chart-data';
import { sampleFigures, sampleStats } from './sample';

describe('newsScoreToPercent', () => {
  it.each([
    [-1, 0],
    [0, 50],
    [1, 100],
    [0.5, 75],
    [-0.12, 44],
    [3, 100],
    [-7, 0],
  ])('puts %p at %p on the 0..100 scale', (score, percent) => {
    expect(newsScoreToPercent(score)).toBe(percent);
  });
});

describe('pointLabel', () => {
  it('names days by weekday for a week, by month and day for a month, by month for a year', () => {
    expect(pointLabel('2026-11-23', 'week')).toBe('Mon');
    expect(pointLabel('2026-11-05', 'month')).toBe('Nov 5');
    expect(pointLabel('2026-11-01', 'year')).toBe('Nov 26');
  });

  it('keeps a date it cannot read as it is', () => {
    expect(pointLabel('someday', 'week')).toBe('someday');
  });
});

describe('buildChartData', () => {
  it('lines the mood up against the news by date, with gaps where either is missing', () => {
    const data = buildChartData(
      {
        series: [
          { date: '2026-11-22', mood: 70.4, entries: 2 },
          { date: '2026-11-20', mood: 40, entries: 1 },
        ],
        newsSeries: [
          { date: '2026-11-21', newsSentiment: 0.2 },
          { date: '2026-11-22', newsSentiment: -0.5 },
        ],
      },
      'week',
    );
    expect(data).toEqual({
      labels: ['Fri', 'Sat', 'Sun'],
      mood: [40, null, 70],
      news: [null, 60, 25],
    });
  });

  it('is empty for empty series', () => {
    expect(buildChartData({ series: [], newsSeries: [] }, 'month')).toEqual({
      labels: [],
      mood: [],
      news: [],
    });
  });
});

describe('formatTrend', () => {
  it.each([
    [12, '+12%'],
    [12.4, '+12%'],
    [-3.6, '-4%'],
    [0, '0%'],
    [-0.2, '0%'],
    [Number.NaN, '0%'],
    [Infinity, '0%'],
  ])('shows %p as %s', (value, shown) => {
    expect(formatTrend(value)).toBe(shown);
  });
});

describe('sampleStats', () => {
  const today = new Date('2026-11-23T12:00:00Z');

  it("carries the spec's figures whatever the period", () => {
    for (const period of ['week', 'month', 'year'] as const) {
      expect(sampleStats(period, today)).toMatchObject({ period, ...sampleFigures });
    }
    expect(sampleFigures).toEqual({
      overallMood: 82,
      moodTrend: 12,
      totalEntries: 124,
      entriesThisWeek: 7,
    });
  });

  it('has 7 days for a week, 30 for a month and 12 months for a year, ending today', () => {
    const week = sampleStats('week', today);
    expect(week.series).toHaveLength(7);
    expect(week.series[6].date).toBe('2026-11-23');
    expect(week.series[0].date).toBe('2026-11-17');
    expect(sampleStats('month', today).newsSeries).toHaveLength(30);
    const year = sampleStats('year', today).series;
    expect(year.map((p) => p.date)).toEqual([
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
      '2026-04-01',
      '2026-05-01',
      '2026-06-01',
      '2026-07-01',
      '2026-08-01',
      '2026-09-01',
      '2026-10-01',
      '2026-11-01',
    ]);
  });

  it('keeps every sample value on its scale', () => {
    const { series, newsSeries } = sampleStats('month', today);
    for (const point of series) expect(point.mood).toBeGreaterThanOrEqual(0);
    for (const point of series) expect(point.mood).toBeLessThanOrEqual(100);
    for (const point of newsSeries) expect(Math.abs(point.newsSentiment)).toBeLessThanOrEqual(1);
  });
});
