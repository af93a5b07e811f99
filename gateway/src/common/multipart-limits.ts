import type { Options } from 'multer';

/** The most text fields any form of the API sends (signup and profile send about six). */
const MAX_FIELDS = 20;
/** A text field of a form: names, an email, a password, a token. */
const MAX_FIELD_BYTES = 16 * 1024;

/**
 * multer limits for an upload route, so that a multipart request is bounded in every dimension:
 * at most `files` files of `fileSize` bytes and MAX_FIELDS short fields, which caps its whole size.
 * multer (busboy) otherwise accepts any number of fields and parts, each up to 1 MB, and keeps
 * them all in memory. Going over a limit is a 400 (413 for the file size).
 */
export function multipartLimits(file: {
  fileSize: number;
  files?: number;
}): NonNullable<Options['limits']> {
  const files = file.files ?? 1;
  return {
    fileSize: file.fileSize,
    files,
    fields: MAX_FIELDS,
    fieldSize: MAX_FIELD_BYTES,
    fieldNameSize: 100,
    parts: files + MAX_FIELDS,
    headerPairs: 20,
    fieldNestingDepth: 2,
    fieldArrayIndexLimit: MAX_FIELDS,
  };
}
