/**
 * A PDF's extracted text with its paragraphs restored, so that a PDF reads as the TXT or DOCX of
 * the same text does (issue 35, item 5). A PDF keeps lines, not paragraphs: pdf-parse gives every
 * line its own line break and no blank line between paragraphs. Sentences split at blank lines
 * (serving/segments.ts), so a heading or any paragraph that ends without a full stop ran on into the
 * next one's first sentence, which changed the sentences read, their count and the overall reading
 * (with it the Uncertain flag) against the same text as TXT or DOCX.
 *
 * The rule: a line much shorter than the text's full lines ends its paragraph (text wraps only
 * when a line is full, so a paragraph's last line is the only short one); the lines of a paragraph
 * are joined with a space, as they read; a soft hyphen at a line's end joins its word again.
 * Hyphens typed at a line's end are kept: "well-\nknown" cannot be told from a wrapped "well-known".
 */

/** A line shorter than this share of the full line width ends its paragraph. */
export const SHORT_LINE = 0.7;
/** The full line width: this percentile of the lines' lengths (a long address does not set it). */
const FULL_WIDTH_PERCENTILE = 0.9;

export function pdfParagraphs(text: string): string {
  const lines = text.split(/\r?\n/).map((line) => line.trimEnd());
  const lengths = lines.map((line) => line.trim().length).filter((n) => n > 0);
  if (lengths.length === 0) return '';
  const sorted = [...lengths].sort((a, b) => a - b);
  const fullWidth =
    sorted[Math.min(sorted.length - 1, Math.floor(FULL_WIDTH_PERCENTILE * sorted.length))];

  const paragraphs: string[] = [];
  let current = '';
  const end = () => {
    if (current) paragraphs.push(current);
    current = '';
  };
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) {
      end();
      continue;
    }
    if (!current) current = line;
    else if (current.endsWith('\u00ad')) current = current.slice(0, -1) + line;
    else current = `${current} ${line}`;
    if (line.length < SHORT_LINE * fullWidth) end();
  }
  end();
  return paragraphs.join('\n\n');
}
