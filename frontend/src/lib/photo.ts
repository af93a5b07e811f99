import { limits } from '../config';

const allowedTypes = ['image/jpeg', 'image/png'];

/** Signup photo: JPEG or PNG, at most 2 MB. Returns the spec's message, or null when acceptable. */
export function checkSignupPhoto(file: Pick<File, 'type' | 'size'>): string | null {
  if (!allowedTypes.includes(file.type)) return 'Only JPEG or PNG files are allowed.';
  if (file.size > limits.signupPhotoMaxBytes) return 'File size must be less than 2MB.';
  return null;
}

/** Profile photo change: JPEG or PNG only; the spec sets no size check here (the server has one). */
export function checkProfilePhoto(file: Pick<File, 'type'>): string | null {
  return allowedTypes.includes(file.type) ? null : 'Only JPEG or PNG images are allowed.';
}
