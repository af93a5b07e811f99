import { NestInterceptor, PayloadTooLargeException, Type } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { multipartLimits } from './multipart-limits';
import { uploadInterceptor } from './upload-interceptor';

export interface SingleFileLimit {
  /** The largest file accepted, in bytes; multer stops reading one byte past it. */
  maxBytes: number;
  /** The 413's `error`: the words the screen that sends this upload shows. */
  tooLargeMessage: string;
}

/**
 * Every upload route's multipart parsing: at most one file, in `field`, kept in memory, within
 * multipartLimits. multer refuses a file over the limit in its own words ('File too large'); the
 * route answers 413 `{ error: tooLargeMessage }` instead, through the app's one error filter.
 */
export function SingleFileUpload(
  field: string,
  { maxBytes, tooLargeMessage }: SingleFileLimit,
): Type<NestInterceptor> {
  const Multer = FileInterceptor(field, { limits: multipartLimits({ fileSize: maxBytes }) });

  return uploadInterceptor(Multer, (err) =>
    err instanceof PayloadTooLargeException
      ? new PayloadTooLargeException(tooLargeMessage)
      : undefined,
  );
}
