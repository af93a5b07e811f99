/// <reference types="multer" />
import { UnprocessableEntityException, UnsupportedMediaTypeException } from '@nestjs/common';
import type { DocumentKind } from '@sentilog/contracts';
import { sniffFileType } from '../common/sniff-file-type';

/**
 * The kind of an uploaded document, or the refusal every upload route answers: 422 for an empty
 * file, 415 for bytes that are not TXT, PDF or DOCX. `named` puts the file's name before the
 * message, for answers about several files at once.
 */
export async function acceptedDocumentKind(
  file: Express.Multer.File,
  { named = false }: { named?: boolean } = {},
): Promise<DocumentKind> {
  const prefix = named ? `${file.originalname}: ` : '';
  if (file.size === 0) {
    throw new UnprocessableEntityException(
      named ? `${prefix}the file is empty.` : 'The file is empty.',
    );
  }
  const kind = await detectDocumentKind(file.buffer);
  if (!kind) {
    throw new UnsupportedMediaTypeException(prefix + unsupportedTypeMessage(file.originalname));
  }
  return kind;
}

/**
 * What an upload really is, judged by its bytes rather than its name: PDF and DOCX by their
 * signatures, text by being valid UTF-8 (or BOM-marked UTF-16) without NUL bytes. Anything else,
 * including a known binary format under a .txt name, is not accepted.
 */
async function detectDocumentKind(bytes: Buffer): Promise<DocumentKind | undefined> {
  const type = await sniffFileType(bytes);
  if (type?.ext === 'pdf') return 'pdf';
  if (type?.ext === 'docx') return 'docx';
  if (type) return undefined;
  return looksLikeText(bytes) ? 'txt' : undefined;
}

const UPLOAD_HINT = 'Upload a TXT, PDF or DOCX file.';
const CLAIMED_KIND: Record<string, string> = {
  '.pdf': 'a valid PDF',
  '.docx': 'a valid DOCX document',
  '.txt': 'plain text (UTF-8)',
};

/**
 * The 415's words for bytes that are none of the accepted kinds. A file named as one of them (an
 * .exe renamed .pdf) is told it is not what its name says: 'Unsupported file type' would read as
 * if PDFs were not accepted.
 */
export function unsupportedTypeMessage(fileName: string): string {
  const extension = /\.[^.]+$/.exec(fileName.toLowerCase())?.[0] ?? '';
  const claimed = CLAIMED_KIND[extension];
  return claimed
    ? `This file is not ${claimed}. ${UPLOAD_HINT}`
    : `Unsupported file type. ${UPLOAD_HINT}`;
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
