/**
 * A series with this many values or fewer reads as scattered points, not as a line: a day of
 * entries in a 30-day month is one point, which drawn like a line's vertex is a dot lost at the
 * edge of an empty chart.
 */
export const SPARSE_POINTS = 3;

export function valueCount(values: readonly (number | null)[]): number {
  return values.filter((value) => value !== null).length;
}

export function isSparse(values: readonly (number | null)[]): boolean {
  return valueCount(values) <= SPARSE_POINTS;
}

/**
 * How a series draws its points: always, and when it is sparse larger and with its value written
 * above, so one or two points read on their own.
 */
export function pointStyle(
  values: readonly (number | null)[],
  symbolSize: number,
  labelColor: string,
  labelPosition: 'top' | 'bottom' = 'top',
) {
  const sparse = isSparse(values);
  return {
    showSymbol: true,
    showAllSymbol: true,
    // Filled: a lone hollow ring reads as a gap rather than a value.
    symbol: sparse ? 'circle' : 'emptyCircle',
    symbolSize: sparse ? symbolSize + 6 : symbolSize,
    // In the theme's text colour, without ECharts' default outline (a halo on the dark theme).
    label: {
      show: sparse,
      position: labelPosition,
      fontWeight: 700,
      color: labelColor,
      textBorderWidth: 0,
    },
  };
}
