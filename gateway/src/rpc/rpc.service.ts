import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import {
  AnalysisPatterns,
  RpcCall,
  rpcTimeoutsMs,
  SERVICES,
  ServiceName,
} from '@sentilog/contracts';
import { createRpcClient, RpcCaller } from '@sentilog/platform';
import { pingPattern, RedisStreamsClient } from '@sentilog/transport';
import { lastValueFrom } from 'rxjs';
import { GATEWAY_CONFIG, GatewayConfig } from '../config';
import { MetricsService } from '../metrics/metrics.service';

/** Readiness must answer quickly even when a service is down. */
const PING_TIMEOUT_MS = 1_500;

/**
 * The gateway's one way to call services over the transport: typed by the catalogue
 * (RPC_CATALOGUE), with the catalogue's timeouts.
 */
@Injectable()
export class RpcService implements OnApplicationShutdown {
  readonly client: RedisStreamsClient;
  /** Sends a request and resolves with the reply; rejects with RpcCallError or ServiceUnavailableError. */
  readonly call: RpcCall;

  constructor(metrics: MetricsService, @Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    this.client = createRpcClient(config, {
      patternTimeoutsMs: {
        ...rpcTimeoutsMs(),
        // The transport's own health pattern, which the catalogue does not list.
        ...Object.fromEntries(SERVICES.map((s) => [pingPattern(s), PING_TIMEOUT_MS])),
      },
      patternQueueWaitsMs: { [AnalysisPatterns.text]: config.ANALYSIS_QUEUE_WAIT_MS },
      onSettled: (pattern, outcome, ms) =>
        metrics.rpcDuration.observe({ pattern, outcome }, ms / 1000),
    });
    this.call = new RpcCaller(this.client).call;
  }

  /** Resolves when the service answers the transport's ping (readiness). */
  async ping(service: ServiceName): Promise<unknown> {
    return lastValueFrom(this.client.send(pingPattern(service), {}), { defaultValue: undefined });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
  }
}
