import type { DocumentKind } from '@sentilog/contracts';
import { sniffFileType } from '../common/sniff-file-type';

/**
 * What an upload really is, judged by its bytes rather than its name: PDF and DOCX by their
 * signatures, text by being valid UTF-8 (or BOM-marked UTF-16) without NUL bytes. Anything else,
 * including a known binary format under a .txt name, is not accepted.
 */
export async function detectDocumentKind(bytes: Buffer): Promise<DocumentKind | undefined> {
  const type = await sniffFileType(bytes);
  if (type?.ext === 'pdf') return 'pdf';
  if (type?.ext === 'docx') return 'docx';
  if (type) return undefined;
  return looksLikeText(bytes) ? 'txt' : undefined;
}

function looksLikeText(bytes: Buffer): boolean {
  const utf16 =
    (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  if (utf16) return true;
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}
