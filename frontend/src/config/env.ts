/**
 * The build-time environment. Only this module touches `import.meta.env`, so that jest (which runs
 * the code as CommonJS) can replace it in `jest.setup.ts`.
 */
export const env: { VITE_API_URL?: string } = { VITE_API_URL: import.meta.env.VITE_API_URL };
