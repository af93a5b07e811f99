import { INestApplication, INestMicroservice } from '@nestjs/common';
import { bootstrapService, ServiceName } from '@sentilog/contracts';

type ModuleLoader = () => Promise<unknown>;

/** Where each service's root module lives; loaded lazily so a test's env is what config reads. */
const SERVICE_MODULES: Record<ServiceName, ModuleLoader> = {
  contact: () => import('../../services/contact/src/app.module').then((m) => m.AppModule),
  analysis: () => import('../../services/analysis/src/app.module').then((m) => m.AppModule),
  auth: () => import('../../services/auth/src/app.module').then((m) => m.AppModule),
  journal: () => import('../../services/journal/src/app.module').then((m) => m.AppModule),
  news: () => import('../../services/news/src/app.module').then((m) => m.AppModule),
};

/** Starts one service in-process on the run's real PostgreSQL and Redis, as its main.ts does. */
export async function startService(service: ServiceName): Promise<INestMicroservice> {
  const module = (await SERVICE_MODULES[service]()) as Parameters<
    typeof bootstrapService
  >[0]['module'];
  return bootstrapService({
    service,
    module,
    redisUrl: process.env.REDIS_URL!,
    redisPrefix: process.env.REDIS_PREFIX!,
    databaseUrl: process.env.DATABASE_URL!,
  });
}

export async function startServices(
  services: readonly ServiceName[],
): Promise<INestMicroservice[]> {
  const started: INestMicroservice[] = [];
  for (const service of services) started.push(await startService(service));
  return started;
}

/** Builds the gateway in-process (not listening); drive it with supertest. */
export async function startGateway(): Promise<INestApplication> {
  const { createGatewayApp } = await import('../../gateway/src/app.factory');
  const app = await createGatewayApp();
  await app.init();
  return app;
}
