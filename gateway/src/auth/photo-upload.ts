import {
  BadRequestException,
  CallHandler,
  ExecutionContext,
  Injectable,
  mixin,
  NestInterceptor,
  PayloadTooLargeException,
  Type,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  AuthMessages,
  PHOTO_CONTENT_TYPES,
  PHOTO_MAX_BYTES,
  PhotoContentType,
  PhotoPayload,
} from '@sentilog/contracts';
import { Observable } from 'rxjs';
import { sniffFileType } from '../common/sniff-file-type';

/** The multipart field the spec's signup and profile forms send the photo in. */
export const PHOTO_FIELD = 'profilePhoto';

/**
 * Parses a multipart body with at most one photo in `profilePhoto`, kept in memory. multer stops
 * reading one byte past 2 MB; that error becomes 413 with the spec's message.
 */
export function PhotoUpload(): Type<NestInterceptor> {
  const Multer = FileInterceptor(PHOTO_FIELD, {
    limits: { fileSize: PHOTO_MAX_BYTES + 1, files: 1, fields: 20, fieldSize: 64 * 1024 },
  });

  @Injectable()
  class PhotoUploadInterceptor extends Multer {
    override async intercept(
      context: ExecutionContext,
      next: CallHandler,
    ): Promise<Observable<unknown>> {
      try {
        return await super.intercept(context, next);
      } catch (err) {
        if (err instanceof PayloadTooLargeException) {
          throw new PayloadTooLargeException(AuthMessages.photoTooLarge);
        }
        throw err;
      }
    }
  }
  return mixin(PhotoUploadInterceptor);
}

/**
 * Checks an uploaded photo and turns it into what the auth service takes. The declared type must
 * be JPEG or PNG and the bytes must really be that type (a renamed file or text is refused).
 */
export async function photoPayload(
  file: Express.Multer.File | undefined,
  wrongTypeMessage: string,
): Promise<PhotoPayload | undefined> {
  if (!file) return undefined;
  if (file.size > PHOTO_MAX_BYTES) throw new PayloadTooLargeException(AuthMessages.photoTooLarge);
  const declared = file.mimetype as PhotoContentType;
  if (!PHOTO_CONTENT_TYPES.includes(declared)) throw new BadRequestException(wrongTypeMessage);
  const detected = await sniffFileType(file.buffer);
  if (detected?.mime !== declared) throw new BadRequestException(wrongTypeMessage);
  return { contentType: declared, data: file.buffer.toString('base64') };
}
