import {
  buildChartData,
  formatTrend,
  newsScoreToPercent,
  periodDates,
  pointLabel,
} from './chart-data';

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

describe('periodDates', () => {
  const today = new Date('2026-11-23T22:30:00Z');

  it('is the last 7 or 30 UTC days, today included', () => {
    const week = periodDates('week', today);
    expect(week).toHaveLength(7);
    expect(week[0]).toBe('2026-11-17');
    expect(week[6]).toBe('2026-11-23');
    const month = periodDates('month', today);
    expect(month).toHaveLength(30);
    expect(month[0]).toBe('2026-10-25');
    expect(month[29]).toBe('2026-11-23');
  });

  it('is the first of this month and the 11 months before it for a year', () => {
    const year = periodDates('year', new Date('2026-02-10T00:00:00Z'));
    expect(year[0]).toBe('2025-03-01');
    expect(year[11]).toBe('2026-02-01');
    expect(year).toHaveLength(12);
  });
});

describe('buildChartData', () => {
  const today = new Date('2026-11-22T12:00:00Z');

  it('spans the whole week, lining the mood up against the news with gaps where either is missing', () => {
    const data = buildChartData(
      {
        series: [
          { date: '2026-11-22', mood: 70.4, entries: 2, days: 1, filledDays: 0 },
          { date: '2026-11-20', mood: 40, entries: 1, days: 1, filledDays: 1 },
        ],
        newsSeries: [
          { date: '2026-11-21', newsSentiment: 0.2, sample: false },
          { date: '2026-11-22', newsSentiment: -0.5, sample: false },
        ],
      },
      'week',
      today,
    );
    expect(data).toEqual({
      labels: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
      mood: [null, null, null, null, 40, null, 70],
      filled: [false, false, false, false, true, false, false],
      news: [null, null, null, null, null, 60, 25],
      newsSample: false,
    });
  });

  it('calls the news line sample news when any point is built from sample articles', () => {
    const data = buildChartData(
      {
        series: [],
        newsSeries: [
          { date: '2026-11-21', newsSentiment: 0.2, sample: false },
          { date: '2026-11-22', newsSentiment: -0.1, sample: true },
        ],
      },
      'week',
      today,
    );
    expect(data.newsSample).toBe(true);
  });

  it("ends on the server's today (the writer's), not the browser's clock", () => {
    const data = buildChartData({ today: '2026-11-23', series: [], newsSeries: [] }, 'week');
    expect(data.labels).toEqual(['Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun', 'Mon']);
  });

  it('keeps a point the server dated outside the period as computed here', () => {
    const data = buildChartData(
      {
        series: [{ date: '2026-11-10', mood: 55, entries: 1, days: 1, filledDays: 0 }],
        newsSeries: [],
      },
      'week',
      today,
    );
    expect(data.labels).toHaveLength(8);
    expect(data.mood[0]).toBe(55);
  });

  it('has only gaps for empty series', () => {
    const data = buildChartData({ series: [], newsSeries: [] }, 'month', today);
    expect(data.labels).toHaveLength(30);
    expect(data.mood.every((value) => value === null)).toBe(true);
    expect(data.news.every((value) => value === null)).toBe(true);
    expect(data.newsSample).toBe(false);
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
