import { ArgumentsHost, Catch, ExceptionFilter, PayloadTooLargeException } from '@nestjs/common';
import type { Response } from 'express';

export const FILE_TOO_LARGE = 'File too large. The maximum size is 10MB.';

/** Multer reports an oversized upload in its own words; the Analyze screen shows ours. */
@Catch(PayloadTooLargeException)
export class UploadLimitFilter implements ExceptionFilter {
  catch(_exception: PayloadTooLargeException, host: ArgumentsHost): void {
    host
      .switchToHttp()
      .getResponse<Response>()
      .status(413)
      .json({ error: FILE_TOO_LARGE, statusCode: 413 });
  }
}
