import { BadRequestException, NestInterceptor, Type } from '@nestjs/common';
import {
  AuthMessages,
  PHOTO_CONTENT_TYPES,
  PHOTO_MAX_BYTES,
  PhotoContentType,
  PhotoPayload,
} from '@sentilog/contracts';
import { SingleFileUpload } from '../common/single-file-upload';
import { sniffFileType } from '../common/sniff-file-type';
import { reencodePhoto } from './reencode-photo';

/** The multipart field the spec's signup and profile forms send the photo in. */
export const PHOTO_FIELD = 'profilePhoto';

/** Parses a multipart body with at most one photo in `profilePhoto`: over 2 MB is the spec's 413. */
export function PhotoUpload(): Type<NestInterceptor> {
  return SingleFileUpload(PHOTO_FIELD, {
    maxBytes: PHOTO_MAX_BYTES,
    tooLargeMessage: AuthMessages.photoTooLarge,
  });
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
  const declared = file.mimetype as PhotoContentType;
  if (!PHOTO_CONTENT_TYPES.includes(declared)) throw new BadRequestException(wrongTypeMessage);
  const detected = await sniffFileType(file.buffer);
  if (detected?.mime !== declared) throw new BadRequestException(wrongTypeMessage);
  const reencoded = await reencodePhoto(file.buffer, declared);
  if (!reencoded) throw new BadRequestException(wrongTypeMessage);
  return { contentType: declared, data: reencoded.toString('base64') };
}
