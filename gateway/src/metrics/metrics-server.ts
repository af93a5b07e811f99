import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { createServer, Server } from 'node:http';
import { GATEWAY_CONFIG, GatewayConfig } from '../config';
import { MetricsService } from './metrics.service';

/**
 * GET /metrics on METRICS_PORT, a port that neither the Service behind the Ingress nor compose
 * publishes, so only the cluster's Prometheus reaches it. Without METRICS_PORT it does nothing and
 * MetricsController serves the metrics on the public port instead.
 */
@Injectable()
export class MetricsServer implements OnApplicationBootstrap, OnModuleDestroy {
  private server?: Server;

  constructor(
    private readonly metrics: MetricsService,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const port = this.config.METRICS_PORT;
    if (port === undefined) return;
    const server = createServer((req, res) => {
      if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: 'Not found', statusCode: 404 }));
        return;
      }
      this.metrics.registry.metrics().then(
        (text) =>
          res.writeHead(200, { 'content-type': this.metrics.registry.contentType }).end(text),
        () => res.writeHead(500).end(),
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, resolve);
    });
    this.server = server;
  }

  async onModuleDestroy(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // A scraper's kept-alive connection would otherwise hold the close open.
    server.closeAllConnections();
    await closed;
  }
}
