import { BaseConfig, baseEnv, parseConfig } from '@sentilog/platform';

/** The contact service has only the variables every process has. */
export type ContactConfig = BaseConfig;

/** Parses the contact service's variables; throws a ConfigError naming the first bad one. */
export function contactConfigFrom(env: NodeJS.ProcessEnv): ContactConfig {
  return parseConfig(baseEnv, env);
}
