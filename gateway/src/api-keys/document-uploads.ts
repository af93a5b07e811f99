import {
  BadRequestException,
  NestInterceptor,
  PayloadTooLargeException,
  Type,
} from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-express';
import { ApiKeyMessages, MAX_BATCH_DOCUMENTS, MAX_DOCUMENT_BYTES } from '@sentilog/contracts';
import { multipartLimits } from '../common/multipart-limits';
import { uploadInterceptor } from '../common/upload-interceptor';

export const DOCUMENT_TOO_LARGE = 'A file is too large. The maximum size is 10MB per document.';

/**
 * The API's document uploads: up to MAX_BATCH_DOCUMENTS files in `files`, each up to 10 MB, in
 * memory, within multipartLimits (so one call holds at most 50 MB). multer's own words for a
 * file too many or too large become the API's.
 */
export function DocumentUploads(): Type<NestInterceptor> {
  const Multer = FilesInterceptor('files', MAX_BATCH_DOCUMENTS, {
    limits: multipartLimits({ fileSize: MAX_DOCUMENT_BYTES, files: MAX_BATCH_DOCUMENTS }),
  });

  return uploadInterceptor(Multer, (err) => {
    if (err instanceof PayloadTooLargeException) {
      return new PayloadTooLargeException(DOCUMENT_TOO_LARGE);
    }
    if (err instanceof BadRequestException && /Too many files|- files$/.test(err.message)) {
      return new BadRequestException(ApiKeyMessages.tooManyDocuments);
    }
    return undefined;
  });
}
