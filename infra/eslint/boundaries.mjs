/**
 * Architectural boundaries that ESLint keeps, so they do not hold by discipline alone
 * (import-x/no-restricted-paths resolves every import, relative or by package name, to a file):
 * - a service never imports another service (only the shared packages `services/contracts`,
 *   `services/transport` and `services/platform`), nor the gateway;
 * - the gateway imports no service but the shared packages;
 * - the message contracts never import the transport or the platform helpers (they stay light),
 *   nor a service or the gateway (they are the shared leaf everything else imports);
 * - the shared packages (transport, platform) never import a service or the gateway, and the
 *   transport never imports the platform helpers (the layers run contracts → transport → platform
 *   → services and gateway);
 * - the frontend never imports backend code, except the contracts' pure `web` folder (password
 *   rules, API answer types), which itself imports nothing outside that folder;
 * - a frontend feature never imports another feature (shared code moves down to components/lib),
 *   and the frontend's layers import only downward: app → features → components → lib → config;
 * - controllers never touch the database (TypeORM, pg, entities, repositories): they go through
 *   their service;
 * - a service's `*.service.ts` never imports TypeORM or pg: its repository holds every query
 *   (docs/architecture.md, Data), and the entities are the only other TypeORM files;
 * - the gateway owns no tables and never imports TypeORM; pg only for its readiness probe;
 * - no import cycle in the backend's or the frontend's product code (import-x/no-cycle);
 * - the analysis service's serving code never imports its training or evaluation code, and its
 *   serving code (`src/serving`) is layered runtime → encoder → the rest of serving/;
 * - BullMQ is imported only by the queue module (`services/platform/src/queues`): every queue and
 *   worker is made there, inside the DI container, with the same connection, prefix and shutdown.
 * The rules bind product code (`src`); tests may wire several processes together in-process.
 * Folders are read from disk, so a new service or feature is covered without editing this file.
 */
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '../..');
const SHARED_PACKAGES = ['contracts', 'transport', 'platform'];
const SHARED_LIST = SHARED_PACKAGES.map((name) => `services/${name}`).join(', ');

function subfolders(relative) {
  const dir = join(ROOT, relative);
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((name) => statSync(join(dir, name)).isDirectory());
}

const services = subfolders('services').filter((name) => !SHARED_PACKAGES.includes(name));
const features = subfolders('frontend/src/features');

const serviceZones = services.flatMap((service) => [
  ...services
    .filter((other) => other !== service)
    .map((other) => ({
      target: `./services/${service}/src`,
      from: `./services/${other}`,
      message: `A service never imports another service: share it through ${SHARED_LIST} or a message.`,
    })),
  {
    target: `./services/${service}/src`,
    from: './gateway',
    message: 'A service never imports the gateway (HTTP-only code lives there).',
  },
]);

const gatewayZones = services.map((service) => ({
  target: './gateway/src',
  from: `./services/${service}`,
  message: `The gateway talks to services over the transport; it imports only ${SHARED_LIST}.`,
}));

const sharedZones = [
  {
    target: './services/contracts/src',
    from: ['./services/transport', './services/platform'],
    message:
      'The message contracts never import the transport or the platform helpers: they stay free of Redis, TypeORM and logging.',
  },
  // The contracts are the leaf every service, the gateway and (their web folder) the browser
  // import: one that imported a service or the gateway would drag that process's code (Nest
  // modules, TypeORM, models) into all the others and into the browser's bundle, and would close
  // an import cycle through the package every process depends on.
  {
    target: './services/contracts/src',
    from: ['./gateway', ...services.map((service) => `./services/${service}`)],
    message:
      'The message contracts are the shared leaf: they never import a service or the gateway (move the shared shape into the contracts instead).',
  },
  // Every service and the gateway build on the shared packages; one that imported a service back
  // would tie all the others to it (and to its dependencies), and could form an import cycle.
  ...['transport', 'platform'].map((shared) => ({
    target: `./services/${shared}/src`,
    from: ['./gateway', ...services.map((service) => `./services/${service}`)],
    message: `services/${shared} is shared by every service and the gateway: it never imports one of them (pass what it needs in as a parameter).`,
  })),
  // The transport is the lower layer: the platform helpers start services on it.
  {
    target: './services/transport/src',
    from: './services/platform',
    message: 'The transport never imports the platform helpers: the platform builds on it.',
  },
];

/** The one backend folder the browser may import (`@sentilog/contracts/web`). */
const WEB_CONTRACTS = './services/contracts/src/web';
const BACKEND_CODE = 'The frontend never imports backend code: it talks to the API over HTTP.';

const frontendZones = [
  { target: './frontend', from: './gateway', message: BACKEND_CODE },
  {
    target: './frontend',
    from: './services',
    except: ['./contracts/src/web'], // relative to `from`: WEB_CONTRACTS
    message: BACKEND_CODE,
  },
  ...features.map((feature) => ({
    target: `./frontend/src/features/${feature}`,
    from: './frontend/src/features',
    except: [`./${feature}`],
    message:
      'A frontend feature never imports another feature: move shared code to components or lib.',
  })),
  // The frontend is layered app → features → components → lib: shared code never depends on a
  // feature (one feature's change would break another, and lib would bundle a whole page), and
  // nothing below the app depends on its routes and providers.
  {
    target: ['./frontend/src/lib', './frontend/src/components'],
    from: './frontend/src/features',
    message:
      'Shared frontend code (lib, components) never imports a feature: move the shared piece down into lib or components.',
  },
  {
    target: './frontend/src/lib',
    from: './frontend/src/components',
    message: 'lib never imports components: it sits below them.',
  },
  // config (the build-time environment, product settings, timings, limits) is read by every layer,
  // so it sits below lib and imports nothing else of the frontend: one import upward would make the
  // settings depend on the code that reads them (and, from lib, close a cycle).
  {
    target: './frontend/src/config',
    from: './frontend/src',
    except: ['./config'],
    message:
      'config is the lowest frontend layer (settings every layer reads): it imports nothing of the frontend outside its folder.',
  },
  {
    target: ['./frontend/src/lib', './frontend/src/components', './frontend/src/features'],
    from: './frontend/src/app',
    message:
      'Only the app (routes, providers) imports features; features, components and lib never import the app.',
  },
];

const trainingZones = [
  {
    target: './services/analysis/src',
    from: ['./services/analysis/src/evaluation', './services/analysis/training'],
    except: [],
    message: 'Serving code never imports training or evaluation code.',
  },
];

// The analysis serving code (src/serving: what answers requests with the files of models/) is
// layered runtime → encoder → the rest: serving/runtime/ (the tfjs backend and the model-directory
// format) is shared by both; serving/encoder/ (tokenizer, BERT encoder, encoder files) is a building
// block; the files of serving/ itself (classifiers, tiers, calibration, the public loading API) build
// on it. An upward import would bring back the encoder ↔ classifiers cycle, where loading order
// decides what is undefined.
const SERVING = './services/analysis/src/serving';
const modelLayerZones = [
  {
    target: `${SERVING}/encoder`,
    from: SERVING,
    except: ['./encoder', './runtime'],
    message:
      'serving/encoder/ never imports the rest of serving/: the classifiers build on the encoder. Shared pieces go to serving/runtime/.',
  },
  {
    target: `${SERVING}/runtime`,
    from: SERVING,
    except: ['./runtime'],
    message:
      'serving/runtime/ is the bottom layer of the model code: it imports nothing else of serving/ (neither the encoder nor the classifiers).',
  },
];

/** The database packages: a service's repository and entities use them, nothing else of it does. */
const TYPEORM = ['typeorm', 'typeorm/*', '@nestjs/typeorm'];
const PG = ['pg', 'pg/*'];
/**
 * The gateway's one PostgreSQL connection: `GET /api/ready` answers whether this pod's pool reaches
 * the database (README, Operations), with a plain pg Pool and no TypeORM.
 */
const GATEWAY_READINESS = 'gateway/src/health/readiness.service.ts';

/** The one folder that imports BullMQ: the platform's queue module. */
const QUEUE_MODULE = 'services/platform/src/queues';
/** `bullmq` and any of its subpaths, as an esquery regular expression. */
const BULLMQ = '/^bullmq(\\u002F|$)/';
const BULLMQ_MESSAGE = `Queues and workers are made only in ${QUEUE_MODULE}: inject a producer (QueueModule.register, @InjectQueue) or register a processor (QueueModule.registerWorker); UnrecoverableError and the job types come from @sentilog/platform.`;

/**
 * How far import-x/no-cycle follows imports from each file. The code had no cycle when the rule came
 * in. Its cost is parsing each imported module once (about 18 s of CPU over the whole lint, measured
 * the same at depth 3, 8 and unbounded), not the walk; the bound keeps the walk from growing with the
 * code. A cycle through more than 10 modules goes unreported.
 */
const CYCLE_DEPTH = 10;

export const boundaryConfigs = [
  {
    files: ['{services,gateway,frontend}/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Which files import-x parses to follow their imports (no-cycle): by default only JavaScript.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.spec.json', 'frontend/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
        createNodeResolver(),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: ROOT,
          zones: [...serviceZones, ...gatewayZones, ...sharedZones, ...frontendZones],
        },
      ],
    },
  },
  {
    // Evaluation code (dev-set readers and metrics for the benchmarks) may import the serving models
    // it scores; the reverse is what is forbidden.
    files: ['services/analysis/src/**/*.ts'],
    ignores: ['services/analysis/src/evaluation/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: ROOT,
          zones: [...serviceZones, ...gatewayZones, ...trainingZones, ...modelLayerZones],
        },
      ],
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@sentilog/(?!contracts/web$)',
              message:
                'The frontend never imports backend packages (only @sentilog/contracts/web).',
            },
            {
              group: ['@nestjs/*', 'typeorm', 'pg', 'ioredis', 'bullmq'],
              message: 'The frontend never imports backend packages.',
            },
          ],
        },
      ],
    },
  },
  {
    // The services share the contracts' classes without loading Swagger: the classes record their
    // OpenAPI documentation with the look-alike decorators of contracts/src/openapi.ts, which the
    // gateway hands to Swagger (the web folder's own rule below is stricter still).
    files: ['services/contracts/src/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@nestjs/swagger',
              allowTypeImports: true,
              message:
                "The contracts document their classes with src/openapi.ts's decorators; only the gateway loads Swagger.",
            },
          ],
        },
      ],
    },
  },
  {
    // A controller speaks HTTP or messages and calls its service; the queries live in the service
    // or its repository, so they can be tested, reused and changed without touching the routes.
    files: ['{services,gateway}/**/*.controller.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['typeorm', 'typeorm/*', '@nestjs/typeorm', 'pg'],
              message:
                'A controller never touches the database: move the query into its service or repository.',
            },
            {
              regex: '\\.(entity|repository)$',
              message:
                'A controller never touches the database: it calls its service, which uses the entities and repositories.',
            },
          ],
        },
      ],
    },
  },
  {
    // A service's logic takes its repository (`<service>.repository.ts`), which holds every query;
    // the entities are the only other files that import TypeORM (docs/architecture.md, Data). Logic
    // that reached TypeORM itself could not be unit-tested with a plain fake of its repository, and
    // its queries would escape the integration suites that test the repository on PostgreSQL.
    files: ['services/*/src/**/*.service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...TYPEORM, ...PG],
              message:
                'A service never touches TypeORM or pg: add a method named for what it means to its repository (<service>.repository.ts) and call that.',
            },
          ],
        },
      ],
    },
  },
  {
    // The gateway owns no tables: it reaches data only through the services' messages, so it never
    // imports TypeORM, and pg only in its readiness probe (below). Controllers have their own,
    // stricter rule above.
    files: ['gateway/src/**/*.ts'],
    ignores: ['gateway/src/**/*.controller.ts', GATEWAY_READINESS],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: TYPEORM,
              message:
                'The gateway owns no tables and never imports TypeORM: ask the service that owns the data with a message.',
            },
            {
              group: PG,
              message: `The gateway opens PostgreSQL only for its readiness probe (${GATEWAY_READINESS}): ask the service that owns the data with a message.`,
            },
          ],
        },
      ],
    },
  },
  {
    // The readiness probe checks that this pod's own PostgreSQL pool answers, with a plain pg Pool.
    files: [GATEWAY_READINESS],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: TYPEORM,
              message: 'The gateway owns no tables and never imports TypeORM.',
            },
          ],
        },
      ],
    },
  },
  {
    // Queues and workers are made in one place, the platform's queue module (docs/architecture.md,
    // Shape): a queue built by hand elsewhere would miss its key prefix, its logging, its metrics
    // or its shutdown (a worker that neither finishes nor hands back its job on SIGTERM). Its own
    // rule (no-restricted-syntax, used nowhere else) so that it adds to the folders' other import
    // rules instead of replacing them.
    files: ['{services/*,gateway}/src/**/*.ts'],
    ignores: [`${QUEUE_MODULE}/**`],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          // import, export ... from, import(), import('bullmq').Job, import x = require(), require()
          `ImportDeclaration[source.value=${BULLMQ}]`,
          `ExportAllDeclaration[source.value=${BULLMQ}]`,
          `ExportNamedDeclaration[source.value=${BULLMQ}]`,
          `ImportExpression[source.value=${BULLMQ}]`,
          `TSImportType Literal[value=${BULLMQ}]`,
          `TSExternalModuleReference > Literal[value=${BULLMQ}]`,
          `CallExpression[callee.name='require'] > Literal[value=${BULLMQ}]`,
        ].map((selector) => ({ selector, message: BULLMQ_MESSAGE })),
      ],
    },
  },
  {
    // An import cycle makes loading order decide which export is still undefined when a module's
    // body runs (a Nest provider injected as undefined, a React component that is not yet a
    // function), and ties the modules in it so that none can change or be tested alone. Product
    // code only: nothing imports a spec, so a cycle never runs through one.
    files: ['{services/*,gateway,frontend}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.spec.{ts,tsx}'],
    rules: {
      'import-x/no-cycle': ['error', { maxDepth: CYCLE_DEPTH, ignoreExternal: true }],
    },
  },
  {
    // The browser bundles this folder, so it must stay free of every package and of the rest of
    // the contracts (class-validator, Nest, reflect-metadata). Types are the exception: the API's
    // answers are the Swagger-documented classes of ../answers, and an `import type` or
    // `export type` of them is erased before any bundler sees it.
    files: [`${WEB_CONTRACTS.slice(2)}/**/*.ts`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./)',
              allowTypeImports: true,
              message:
                'The web contracts import only their own folder (types aside): the browser bundles them.',
            },
          ],
        },
      ],
    },
  },
];
