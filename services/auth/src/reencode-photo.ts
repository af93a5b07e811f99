import {
  AuthMessages,
  PhotoContentType,
  PhotoPayload,
  ReencodePhotoRequest,
} from '@sentilog/contracts';
import { serviceError } from '@sentilog/platform';
import sharp from 'sharp';

/** Larger than any camera a profile photo comes from; a PNG claiming 20000×20000 is refused. */
export const PHOTO_MAX_INPUT_PIXELS = 24_000_000;
/** Photos are shown as small avatars; nothing larger is kept. */
export const PHOTO_MAX_SIDE = 512;

/**
 * Decodes a photo and encodes it afresh in its own format, at most 512×512 and without metadata
 * (EXIF location, comments): what is stored is only pixels, so bytes appended to or hidden in the
 * upload (HTML, scripts) never come back out of the photo URL, and a decompression bomb is refused
 * from its header before any pixel is decoded. Returns undefined when the bytes are not a
 * decodable image within the pixel limit.
 */
export async function reencodePhoto(
  data: Buffer,
  contentType: PhotoContentType,
): Promise<Buffer | undefined> {
  try {
    const image = sharp(data, { limitInputPixels: PHOTO_MAX_INPUT_PIXELS, failOn: 'error' })
      // Turns the photo upright by its EXIF orientation before that metadata is dropped.
      .rotate()
      .resize(PHOTO_MAX_SIDE, PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
    const encoded = contentType === 'image/png' ? image.png() : image.jpeg({ quality: 85 });
    return await encoded.toBuffer();
  } catch {
    return undefined;
  }
}

/** What each declared type must really be, as sharp reads the bytes' header. */
const FORMATS: Record<PhotoContentType, string> = { 'image/jpeg': 'jpeg', 'image/png': 'png' };

/**
 * `auth.reencodePhoto`: an upload as it came from a signup or profile form. The bytes must really
 * be the declared type (a renamed file or text is refused) and decode within the pixel limit;
 * what comes back is the re-encoded image alone. 400 with the form's photo-type message otherwise.
 */
export async function reencodeUpload(request: ReencodePhotoRequest): Promise<PhotoPayload> {
  const wrongType =
    request.purpose === 'signup' ? AuthMessages.signupPhotoType : AuthMessages.profilePhotoType;
  const data = Buffer.from(request.data, 'base64');
  let format: string | undefined;
  try {
    format = (await sharp(data, { limitInputPixels: PHOTO_MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    format = undefined;
  }
  if (format !== FORMATS[request.contentType]) throw serviceError(400, wrongType);
  const reencoded = await reencodePhoto(data, request.contentType);
  if (!reencoded) throw serviceError(400, wrongType);
  return { contentType: request.contentType, data: reencoded.toString('base64') };
}
