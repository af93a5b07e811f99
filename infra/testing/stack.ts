import { INestApplication, INestMicroservice } from '@nestjs/common';
import { bootstrapService } from '@sentilog/contracts';

/**
 * Starts one service in-process on the run's real PostgreSQL and Redis, exactly as its main.ts
 * does. Import its module lazily so the environment the test set up is what its config reads.
 */
export async function startService(service: string, loadModule: () => Promise<unknown>): Promise<INestMicroservice> {
  const module = (await loadModule()) as Parameters<typeof bootstrapService>[0]['module'];
  return bootstrapService({
    service,
    module,
    redisUrl: process.env.REDIS_URL!,
    redisPrefix: process.env.REDIS_PREFIX!,
    databaseUrl: process.env.DATABASE_URL!,
  });
}

/** Builds the gateway in-process (not listening); drive it with supertest. */
export async function startGateway(): Promise<INestApplication> {
  const { createGatewayApp } = await import('../../gateway/src/app.factory');
  const app = await createGatewayApp();
  await app.init();
  return app;
}
