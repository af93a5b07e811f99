import { limits } from '../config';

const allowedTypes = ['image/jpeg', 'image/png'];

/** The largest photo either form takes, in MB; the server shrinks it to an avatar. */
export const PHOTO_LIMIT_MB = Math.round(limits.photoMaxBytes / (1024 * 1024));
const tooLarge = `File size must be less than ${PHOTO_LIMIT_MB}MB.`;

/** Signup photo: JPEG or PNG, at most 15 MB. Returns the spec's message, or null when acceptable. */
export function checkSignupPhoto(file: Pick<File, 'type' | 'size'>): string | null {
  if (!allowedTypes.includes(file.type)) return 'Only JPEG or PNG files are allowed.';
  if (file.size > limits.photoMaxBytes) return tooLarge;
  return null;
}

/**
 * Profile photo change: JPEG or PNG, at most 15 MB, said before Save rather than by the server
 * after it.
 */
export function checkProfilePhoto(file: Pick<File, 'type' | 'size'>): string | null {
  if (!allowedTypes.includes(file.type)) return 'Only JPEG or PNG images are allowed.';
  if (file.size > limits.photoMaxBytes) return tooLarge;
  return null;
}
