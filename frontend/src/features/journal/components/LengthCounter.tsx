import { MAX_JOURNAL_TEXT_LENGTH } from '../types';

/** The counter appears once an entry has used this share of the limit. */
export const COUNTER_FROM = 0.9;

const format = (n: number) => n.toLocaleString('en-US');

/**
 * The entry's length against the server's limit (characters of plain text), shown as the entry
 * nears it, so a long entry is not refused by surprise.
 */
export function LengthCounter({ length }: { length: number }) {
  if (length < MAX_JOURNAL_TEXT_LENGTH * COUNTER_FROM) return null;
  const over = length - MAX_JOURNAL_TEXT_LENGTH;
  return (
    <p
      className={`journal-length${over > 0 ? ' journal-length-over' : ''}`}
      aria-live="polite"
      data-testid="journal-length"
    >
      {format(length)} / {format(MAX_JOURNAL_TEXT_LENGTH)} characters
      {over > 0 && ` — ${format(over)} over the limit: shorten the entry or split it in two`}
    </p>
  );
}
