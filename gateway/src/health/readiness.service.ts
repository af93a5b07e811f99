import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { SERVICES } from '@sentilog/contracts';
import { runChecks } from '@sentilog/platform';
import { Pool } from 'pg';
import { GatewayRedis } from '../common/redis.provider';
import { GATEWAY_CONFIG, GatewayConfig } from '../config';
import { RpcService } from '../rpc/rpc.service';

export type CheckResult = Awaited<ReturnType<typeof runChecks>>;

/** Probes come every few seconds from every kubelet and load balancer; one check serves them all. */
const CACHE_MS = 1_000;
const CHECK_TIMEOUT_MS = 2_000;
export const READINESS_APPLICATION_NAME = 'sentilog-gateway-readiness';

/**
 * Whether this gateway can serve: its PostgreSQL pool and its Redis answer. Downstream services
 * are left out on purpose: one busy service must not take every gateway pod out of rotation (they
 * answer 503 for that service's routes themselves). `details` adds them, for operators.
 */
@Injectable()
export class ReadinessService implements OnApplicationShutdown {
  // One kept-open connection: a probe must not cost a PostgreSQL connection set-up each time.
  private readonly pool: Pool;
  private cached?: { at: number; result: Promise<CheckResult> };

  constructor(
    private readonly redis: GatewayRedis,
    private readonly rpc: RpcService,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.pool = new Pool({
      connectionString: config.DATABASE_URL,
      max: 1,
      idleTimeoutMillis: 60_000,
      connectionTimeoutMillis: CHECK_TIMEOUT_MS,
      application_name: READINESS_APPLICATION_NAME,
    });
    // A dropped idle connection is replaced on the next check; it must not crash the process.
    this.pool.on('error', () => undefined);
  }

  ready(): Promise<CheckResult> {
    const now = Date.now();
    if (!this.cached || now - this.cached.at > CACHE_MS) {
      this.cached = { at: now, result: runChecks(this.ownChecks(), CHECK_TIMEOUT_MS) };
    }
    return this.cached.result;
  }

  /** Every dependency with the reason it is down: for operators, never for the public. */
  details(): Promise<CheckResult> {
    return runChecks(
      {
        ...this.ownChecks(),
        ...Object.fromEntries(SERVICES.map((service) => [service, () => this.rpc.ping(service)])),
      },
      CHECK_TIMEOUT_MS,
    );
  }

  private ownChecks() {
    return {
      postgres: () => this.pool.query('SELECT 1'),
      redis: () => this.redis.ping(),
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
  }
}
