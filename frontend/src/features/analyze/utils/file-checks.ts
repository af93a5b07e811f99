import { MAX_DOCUMENT_BYTES } from '@sentilog/contracts/web';

/** The upload rules of the spec (section 9), checked before any byte leaves the browser. */

const ACCEPTED_EXTENSIONS = ['.txt', '.pdf', '.docx'] as const;

/** The file input's `accept`: the extensions plus their MIME types, for pickers that filter on them. */
export const ACCEPT_ATTRIBUTE = [
  ...ACCEPTED_EXTENSIONS,
  'text/plain',
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
].join(',');

/** The same sentences the gateway answers with (415 and 413), so both paths read alike. */
export const fileCheckMessages = {
  wrongType: 'Unsupported file type. Upload a TXT, PDF or DOCX file.',
  tooLarge: 'File too large. The maximum size is 10MB.',
} as const;

/**
 * Why a file cannot be uploaded, or null when it may be. The type is judged by the extension (the
 * browser's MIME type is often empty for DOCX); the server checks the bytes again.
 */
export function documentFileProblem(file: Pick<File, 'name' | 'size'>): string | null {
  const name = file.name.toLowerCase();
  if (!ACCEPTED_EXTENSIONS.some((extension) => name.endsWith(extension)))
    return fileCheckMessages.wrongType;
  if (file.size > MAX_DOCUMENT_BYTES) return fileCheckMessages.tooLarge;
  return null;
}

/** The size as the screen shows it: kilobytes with two decimals, e.g. '12.34 KB'. */
export function formatKilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(2)} KB`;
}
