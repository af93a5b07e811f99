import { BadRequestException, NestInterceptor, Type } from '@nestjs/common';
import {
  AuthMessages,
  AuthPatterns,
  PHOTO_CONTENT_TYPES,
  PHOTO_MAX_BYTES,
  PhotoContentType,
  PhotoPayload,
  PhotoPurpose,
} from '@sentilog/contracts';
import { SingleFileUpload } from '../common/single-file-upload';
import { RpcService } from '../rpc/rpc.service';

/** The multipart field the spec's signup and profile forms send the photo in. */
export const PHOTO_FIELD = 'profilePhoto';

/** Parses a multipart body with at most one photo in `profilePhoto`: over 15 MB is a 413. */
export function PhotoUpload(): Type<NestInterceptor> {
  return SingleFileUpload(PHOTO_FIELD, {
    maxBytes: PHOTO_MAX_BYTES,
    tooLargeMessage: AuthMessages.photoTooLarge,
  });
}

/**
 * Checks an uploaded photo's declared type (JPEG or PNG) and has the auth service check its bytes
 * and re-encode it (`auth.reencodePhoto`); what goes on is the re-encoded image alone.
 */
export async function photoPayload(
  rpc: RpcService,
  file: Express.Multer.File | undefined,
  purpose: PhotoPurpose,
): Promise<PhotoPayload | undefined> {
  if (!file) return undefined;
  const declared = file.mimetype as PhotoContentType;
  if (!PHOTO_CONTENT_TYPES.includes(declared)) {
    throw new BadRequestException(
      purpose === 'signup' ? AuthMessages.signupPhotoType : AuthMessages.profilePhotoType,
    );
  }
  return rpc.call(AuthPatterns.reencodePhoto, {
    contentType: declared,
    data: file.buffer.toString('base64'),
    purpose,
  });
}
