import { INestApplication, INestMicroservice } from '@nestjs/common';
import { ServiceName } from '@sentilog/contracts';
import { BaseConfig, bootstrapService, ServiceRootModule } from '@sentilog/platform';
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
