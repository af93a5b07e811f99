import * as path from 'node:path';

/** Golden files written by the Python scripts in services/analysis/training/scripts. */
export const ENCODER_FIXTURES = path.resolve(__dirname, '../../../fixtures/encoder');
