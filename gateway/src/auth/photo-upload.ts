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
import { multipartLimits } from '../common/multipart-limits';
import { sniffFileType } from '../common/sniff-file-type';
import { reencodePhoto } from './reencode-photo';

/** The multipart field the spec's signup and profile forms send the photo in. */
export const PHOTO_FIELD = 'profilePhoto';

/**
 * Parses a multipart body with at most one photo in `profilePhoto`, kept in memory. multer stops
 * reading one byte past 2 MB; that error becomes 413 with the spec's message.
 */
export function PhotoUpload(): Type<NestInterceptor> {
  const Multer = FileInterceptor(PHOTO_FIELD, {
    limits: multipartLimits({ fileSize: PHOTO_MAX_BYTES + 1 }),
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
 * be JPEG or PNG, the bytes must really be that type (a renamed file or text is refused) and
 * decode as an image within the pixel limit; what goes on is the re-encoded image alone.
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
  const reencoded = await reencodePhoto(file.buffer, declared);
  if (!reencoded) throw new BadRequestException(wrongTypeMessage);
  return { contentType: declared, data: reencoded.toString('base64') };
}
