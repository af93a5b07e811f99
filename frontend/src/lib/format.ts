/**
 * Display formats of the product specification (section 5), shared by every screen.
 */

/** Some ICU versions put a narrow no-break space before AM/PM; show a plain space everywhere. */
function plainSpaces(text: string): string {
  return text.replace(/[\u202f\u00a0]/g, ' ');
}

/**
 * A confidence as a rounded percent. Exactly zero shows '0%'; anything else under 0.5% (or not a
 * finite number) shows 'N/A'. `unit` says whether the value is a fraction (0 to 1) or a percent.
 */
export function formatConfidence(
  value: number | null | undefined,
  unit: 'fraction' | 'percent' = 'fraction',
): string {
  if (value === 0) return '0%';
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'N/A';
  const percent = unit === 'fraction' ? value * 100 : value;
  if (percent < 0.5) return 'N/A';
  return `${Math.round(percent)}%`;
}

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const shortDateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** A short month/day/time, e.g. 'Jan 5, 2:30 PM'; an invalid date shows 'Date Unavailable'. */
export function formatDate(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  return date ? plainSpaces(shortDateTime.format(date)) : 'Date Unavailable';
}

const longDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/** A calendar date in words, e.g. 'January 5, 2025'; an invalid date shows 'Date Unavailable'. */
export function formatLongDate(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  return date ? plainSpaces(longDate.format(date)) : 'Date Unavailable';
}
