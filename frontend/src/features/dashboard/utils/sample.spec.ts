import { sampleFigures, sampleStats } from './sample';

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
