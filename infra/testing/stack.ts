import { INestApplication, INestMicroservice } from '@nestjs/common';
import { ServiceName } from '@sentilog/contracts';
import { BaseConfig, bootstrapService, ServiceRootModule } from '@sentilog/platform';
import pino from 'pino';
import type {
  DocumentWorkerOptions,
  RunningDocumentWorker,
} from '../../services/analysis/src/documents/document-worker';
import { testDatabaseUrl } from './test-env';

/**
 * A service's root module, by the layout every service follows (`services/<name>/src/app.module`),
 * loaded only when a test starts that service.
 */
async function loadServiceModule(service: ServiceName): Promise<ServiceRootModule<BaseConfig>> {
  const loaded = (await import(`../../services/${service}/src/app.module`)) as {
    AppModule: ServiceRootModule<BaseConfig>;
  };
  return loaded.AppModule;
}

/**
 * Starts one service in-process on the run's real PostgreSQL and Redis, as its main.ts does, with
 * the configuration the test's environment holds now.
 */
export async function startService(service: ServiceName): Promise<INestMicroservice> {
  const module = await loadServiceModule(service);
  return bootstrapService({
    service,
    module,
    env: { ...process.env, DATABASE_URL: testDatabaseUrl() },
  });
}

export async function startServices(
  services: readonly ServiceName[],
): Promise<INestMicroservice[]> {
  const started: INestMicroservice[] = [];
  for (const service of services) started.push(await startService(service));
  return started;
}

/**
 * Builds the gateway in-process (not listening), with the configuration the test's environment
 * holds now; drive it with supertest.
 */
export async function startGateway(): Promise<INestApplication> {
  const { createGatewayApp } = await import('../../gateway/src/app.factory');
  const { gatewayConfigFrom } = await import('../../gateway/src/config');
  const app = await createGatewayApp(gatewayConfigFrom(process.env));
  await app.init();
  return app;
}

/**
 * The analysis service's document worker in-process, on the file's Redis prefix and database, with
 * the shipped models unless `overrides` say otherwise. The accurate tier gets a short budget, so
 * each test document reads a few batches accurately and the rest with the fast tier; the lock is
 * long, so a worker starved of CPU by the tests beside it does not lose its job mid-document.
 */
export async function startTestDocumentWorker(
  overrides: Partial<DocumentWorkerOptions> = {},
): Promise<RunningDocumentWorker> {
  const { startDocumentWorker } =
    await import('../../services/analysis/src/documents/document-worker');
  const models =
    overrides.models ?? (await (await import('../../services/analysis/src/serving')).loadModels());
  return startDocumentWorker({
    redisUrl: process.env.REDIS_URL!,
    redisPrefix: process.env.REDIS_PREFIX!,
    databaseUrl: testDatabaseUrl(),
    budget: { timeoutMs: 30_000, memoryMb: 256 },
    maxSentences: 20_000,
    accurateBudgetMs: 300,
    concurrency: 1,
    lockMs: 30_000,
    stalledIntervalMs: 30_000,
    logger: pino({ level: 'silent' }),
    ...overrides,
    models,
  });
}
