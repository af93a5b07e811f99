/** The UUID text form every id the API hands out takes: hex digits in groups of 8-4-4-4-12. */
const UUID_TEXT = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** A whole string that is a UUID (any version, either case). */
export const UUID_PATTERN = new RegExp(`^${UUID_TEXT}$`, 'i');

/** Whether `value` is a UUID: checked before an id reaches a query or a queue. */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/** The first UUID written anywhere in `text` (a job id inside an error message), if any. */
export function findUuid(text: string): string | undefined {
  return new RegExp(UUID_TEXT, 'i').exec(text)?.[0];
}
