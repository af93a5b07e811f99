import { isSparse, pointStyle, valueCount } from './sparse';

describe('sparse chart series', () => {
  const oneDayOfThirty = [...Array<null>(29).fill(null), 62];

  it('counts the values, not the days', () => {
    expect(valueCount(oneDayOfThirty)).toBe(1);
    expect(isSparse(oneDayOfThirty)).toBe(true);
    expect(isSparse([60, 61, 62, 63])).toBe(false);
  });

  it('draws a sparse series as large, labelled points', () => {
    expect(pointStyle(oneDayOfThirty, 7, '#334155')).toMatchObject({
      showSymbol: true,
      showAllSymbol: true,
      symbol: 'circle',
      symbolSize: 13,
      label: { show: true, position: 'top', color: '#334155' },
    });
    expect(pointStyle([60, 61, 62, 63], 7, '#334155')).toMatchObject({
      symbolSize: 7,
      label: { show: false },
    });
  });

  it('writes a second series’ values below its points, so two labels of a day do not overlap', () => {
    expect(pointStyle(oneDayOfThirty, 7, '#334155', 'bottom').label.position).toBe('bottom');
  });
});
