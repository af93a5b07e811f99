import { DynamicModule, Global, MiddlewareConsumer, Module, NestModule } from '@nestjs/common';
import { HttpMetricsMiddleware } from './http-metrics.middleware';
import { MetricsController } from './metrics.controller';
import { MetricsServer } from './metrics-server';
import { MetricsService } from './metrics.service';

@Global()
@Module({})
export class MetricsModule implements NestModule {
  /**
   * With METRICS_PORT set (`ownPort`) the metrics leave the public port for MetricsServer's own.
   * Which controllers exist is fixed when the module is built, so it takes the value itself.
   */
  static forRoot(options: { ownPort: boolean }): DynamicModule {
    return {
      module: MetricsModule,
      controllers: options.ownPort ? [] : [MetricsController],
      providers: [MetricsService, MetricsServer],
      exports: [MetricsService],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    // Express 5's path syntax: a bare '*' makes Nest warn "Unsupported route path" at start-up.
    consumer.apply(HttpMetricsMiddleware).forRoutes('{*path}');
  }
}
