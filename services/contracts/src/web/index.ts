/**
 * What the web frontend may import from the contracts (`@sentilog/contracts/web`): pure code and
 * types with no imports outside this folder, so the browser bundle takes none of the backend's
 * dependencies. ESLint keeps it that way (infra/eslint/boundaries.mjs).
 */
export * from './password-policy';
