import { baseEnv, loadConfig } from '@sentilog/platform';

export const config = loadConfig({ ...baseEnv });
export type ContactConfig = typeof config;
