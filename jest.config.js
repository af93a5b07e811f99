// One jest run covers every workspace, so `npm test` reports one set of counts.
// Unit tests (`src/**/*.spec.ts`) may mock and need no PostgreSQL, Redis or browser; integration
// tests (`test/**/*.spec.ts`) talk to the real PostgreSQL and Redis, in a database and under a
// Redis prefix fresh for each test file (`infra/testing/integration-environment.mjs`, under the
// run's names from `infra/testing/global-setup.ts`), and browser tests to the one whole
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
  // eld (the language detector) ships ES modules only, which Node requires natively and jest
  // must transform (services/analysis/src/language/eld-detector.ts).
  transformIgnorePatterns: ['/node_modules/(?!eld/)'],
  moduleNameMapper: {
    '^@sentilog/(contracts|transport|platform)$': '<rootDir>/services/$1/src',
  },
  rootDir: __dirname,
};

module.exports = {
  // A global option: jest ignores it inside a project. Integration and browser tests start real
  // processes, so their default is generous; a hung test still fails rather than hanging the run.
  testTimeout: 120000,
  // No maxWorkers here: it is global (jest ignores it inside a project), and the browser tests
  // share one stack, so their run keeps jest's default (one worker on a two-core machine). The
  // integration files may run side by side, each in a database and under a Redis prefix of its own
  // (infra/testing/integration-environment.mjs): `npm test`, `npm run test:unit` and
  // `npm run test:integration` pass --maxWorkers=2.
  // Global too: plans the order around the integration files that run one at a time (@exclusive).
  testSequencer: '<rootDir>/infra/testing/test-sequencer.cjs',
  // A worker that has grown past this after a file is replaced by a fresh one. Each integration
  // file leaves its modules (Nest, TypeORM, the models' code) in the worker's heap, about 100 MB a
  // file, and a worker that ran twenty files held 2.6 GB: its garbage collector then spent CPU the
  // other stream needed, and its pauses held the in-process services' replies past their bounds
  // (gateway/test/batch-lane.spec.ts saw two visitors answered 503).
  workerIdleMemoryLimit: '512MB',
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
      // The node environment above, plus a database and a Redis prefix per test file.
      testEnvironment: '<rootDir>/infra/testing/integration-environment.mjs',
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
