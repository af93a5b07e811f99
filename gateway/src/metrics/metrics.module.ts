import { Global, MiddlewareConsumer, Module, NestModule } from '@nestjs/common';
import { config } from '../config';
import { HttpMetricsMiddleware } from './http-metrics.middleware';
import { MetricsController } from './metrics.controller';
import { MetricsServer } from './metrics-server';
import { MetricsService } from './metrics.service';

@Global()
@Module({
  // With METRICS_PORT set the metrics leave the public port for MetricsServer's own.
  controllers: config.METRICS_PORT === undefined ? [MetricsController] : [],
  providers: [MetricsService, MetricsServer],
  exports: [MetricsService],
})
export class MetricsModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    // Express 5's path syntax: a bare '*' makes Nest warn "Unsupported route path" at start-up.
    consumer.apply(HttpMetricsMiddleware).forRoutes('{*path}');
  }
}
