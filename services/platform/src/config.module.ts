import { DynamicModule, InjectionToken, Module } from '@nestjs/common';

/**
 * Makes a process's configuration injectable in every module, under the process's own token
 * (`@Inject(GATEWAY_CONFIG) config: GatewayConfig`). The value is parsed by whoever creates the
 * application (an entry point, or a test with its own object) and handed to the root module's
 * `forRoot(config)`, so importing a module never reads `process.env`.
 */
@Module({})
export class ConfigModule {
  static forRoot<T>(token: InjectionToken, config: T): DynamicModule {
    return {
      module: ConfigModule,
      global: true,
      providers: [{ provide: token, useValue: config }],
      exports: [token],
    };
  }
}
