/**
 * What the web frontend may import from the contracts (`@sentilog/contracts/web`): pure code and
 * types with no imports outside this folder, so the browser bundle takes none of the backend's
 * dependencies. ESLint keeps it that way (infra/eslint/boundaries.mjs). The frontend's API types
 * are these, imported, never copied; the answers the OpenAPI document shows are re-exported as
 * types from the documented classes of ../answers (erased from the bundle, like any type).
 */
export * from './analysis';
export * from './analysis-answers';
export * from './auth';
export * from './auth-answers';
export * from './ids';
export * from './journal';
export * from './journal-answers';
export * from './news';
export * from './news-answers';
export * from './password-policy';
export * from './api-keys';
export * from './api-keys-answers';
export * from './journal-mood';
export * from './journal-days';
export * from './reminders';
