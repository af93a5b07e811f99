import { AnalysisPatterns, AuthPatterns, JournalPatterns, NewsPatterns } from '@sentilog/contracts';
import { pingPattern } from '@sentilog/transport';
import type { GatewayConfig } from '../config';
import type { MetricsService } from '../metrics/metrics.service';
import { RpcService } from './rpc.service';

const config = {
  REDIS_URL: 'redis://127.0.0.1:1',
  REDIS_PREFIX: 'rpc-service-spec',
  RPC_TIMEOUT_MS: 5_000,
  ANALYSIS_QUEUE_WAIT_MS: 1_000,
} as GatewayConfig;
const metrics = { rpcDuration: { observe: jest.fn() } } as unknown as MetricsService;

describe('RpcService', () => {
  // The client connects on its first call: building one needs no Redis.
  const { client } = new RpcService(metrics, config);

  it('waits as long as the catalogue says, and RPC_TIMEOUT_MS for a pattern without a timeout', () => {
    expect(client.timeoutFor(AnalysisPatterns.text)).toBe(30_000);
    expect(client.timeoutFor(AnalysisPatterns.texts)).toBe(120_000);
    expect(client.timeoutFor(AnalysisPatterns.models)).toBe(1_500);
    expect(client.timeoutFor(NewsPatterns.detail)).toBe(20_000);
    expect(client.timeoutFor(JournalPatterns.create)).toBe(35_000);
    expect(client.timeoutFor(JournalPatterns.update)).toBe(35_000);
    expect(client.timeoutFor(JournalPatterns.exportPage)).toBe(30_000);
    expect(client.timeoutFor(AuthPatterns.signin)).toBe(5_000);
    expect(client.timeoutFor(NewsPatterns.list)).toBe(5_000);
  });

  it('gives readiness pings their short limit', () => {
    expect(client.timeoutFor(pingPattern('journal'))).toBe(1_500);
  });
});
