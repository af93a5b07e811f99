import { baseEnv, loadConfig } from '@sentilog/contracts';

export const config = loadConfig({ ...baseEnv });
export type ContactConfig = typeof config;
