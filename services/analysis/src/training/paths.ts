import * as path from 'node:path';

/** services/analysis, whether running from src (jest) or dist (node). */
export const SERVICE_ROOT = path.resolve(__dirname, '../..');
/** Git-ignored scratch space for training-only downloads and logs. */
export const CACHE_DIR = path.join(SERVICE_ROOT, '.cache');
export const MODELS_DIR = path.join(SERVICE_ROOT, 'models');
