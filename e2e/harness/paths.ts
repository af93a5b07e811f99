import { resolve } from 'node:path';

/** The repository root. */
export const ROOT = resolve(__dirname, '../..');

/** Where screenshots land (git-ignored with the rest of test-results/). */
export const SCREENSHOT_DIR = resolve(ROOT, 'test-results/screenshots');
