import { env } from './env';

/** Product-wide settings. The API base defaults to the page's own origin (the gateway serves both). */
export const config = {
  appName: 'SentiLog',
  apiUrl: (env.VITE_API_URL ?? '').replace(/\/+$/, ''),
  supportEmail: 'support@sentilog.app',
  repositoryUrl: 'https://github.com/sentilog/sentilog',
  linkedInUrl: 'https://www.linkedin.com/company/sentilog',
} as const;

/** Timings and limits from the product specification (section 9). */
export const timings = {
  demoRevealMs: 200,
  loginRequiredToastMs: 4000,
  loginRequiredRedirectMs: 2000,
  resetSuccessRedirectMs: 2000,
  signupSuccessRedirectMs: 1500,
  footerRevealMs: 800,
  footerRevealDelaysMs: [100, 200, 300, 400],
  backToTopAfterPx: 300,
} as const;

export const limits = {
  /** Signup and profile photos (the server's PHOTO_MAX_BYTES): a phone camera's JPEG fits. */
  photoMaxBytes: 15 * 1024 * 1024,
} as const;
