// One jest run covers every workspace, so `npm test` reports one set of counts.
// Unit tests (`src/**/*.spec.ts`) may mock and need no PostgreSQL, Redis or browser; integration
// tests (`test/**/*.spec.ts`) talk to the real PostgreSQL and Redis that
// `infra/testing/global-setup.ts` prepares fresh for each run, and browser tests to the one whole
// stack `e2e/global-setup.ts` starts for the run. A setup is declared by the projects that need it
// (jest runs it only when the run has tests of such a project), so `npm run test:unit` runs with
// PostgreSQL and Redis stopped.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        react: { runtime: 'automatic' },
      },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];

const realServices = {
  globalSetup: '<rootDir>/infra/testing/global-setup.ts',
  globalTeardown: '<rootDir>/infra/testing/global-teardown.ts',
};

const node = {
  // The node environment with the main realm's typed arrays (infra/testing/node-environment.mjs says why).
  testEnvironment: '<rootDir>/infra/testing/node-environment.mjs',
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: {
    '^@sentilog/(contracts|transport|platform)$': '<rootDir>/services/$1/src',
  },
  rootDir: __dirname,
};

module.exports = {
  // A global option: jest ignores it inside a project. Integration and browser tests start real
  // processes, so their default is generous; a hung test still fails rather than hanging the run.
  testTimeout: 120000,
  // No maxWorkers: on a two-core machine jest's default is one worker, and it must stay so.
  // maxWorkers is global too, so two workers would also run integration files side by side, and
  // they share the run's database and Redis prefix (journal.spec counts every journal entry while
  // journal-stats.spec writes some; analysis.spec reads the newest failed job of the run's
  // queue). Unit and frontend alone gained nothing measurable from a second worker here.
  projects: [
    {
      ...node,
      displayName: 'unit',
      testMatch: [
        '<rootDir>/{gateway,services/*}/src/**/*.spec.ts',
        '<rootDir>/infra/eslint/*.spec.ts',
        '<rootDir>/infra/scripts/*.spec.ts',
      ],
    },
    {
      ...node,
      ...realServices,
      displayName: 'integration',
      testMatch: ['<rootDir>/{gateway,services/*,infra}/test/**/*.spec.ts'],
    },
    {
      ...node,
      // One stack for every spec file of the run (e2e/harness/shared-stack.ts); each stack makes
      // its own database and Redis prefix, so the browser tests need none from realServices.
      globalSetup: '<rootDir>/e2e/global-setup.ts',
      globalTeardown: '<rootDir>/e2e/global-teardown.ts',
      displayName: 'e2e',
      testMatch: ['<rootDir>/e2e/tests/**/*.spec.ts'],
    },
    {
      displayName: 'frontend',
      rootDir: __dirname,
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/frontend/src/**/*.spec.{ts,tsx}'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      moduleNameMapper: {
        '\\.(css|svg|png|jpg)$': 'identity-obj-proxy',
        // Quill's package entry is an ES module jest cannot require; its UMD bundle is the same editor.
        '^quill$': '<rootDir>/node_modules/quill/dist/quill.js',
      },
      setupFilesAfterEnv: ['<rootDir>/frontend/jest.setup.ts'],
    },
  ],
};
