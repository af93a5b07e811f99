import { Inject, Injectable, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ConfigModule } from './config.module';

const EXAMPLE_CONFIG = Symbol('ExampleConfig');

@Injectable()
class Reader {
  constructor(@Inject(EXAMPLE_CONFIG) readonly config: { GREETING: string }) {}
}

/** A feature module that imports nothing: the configuration reaches it because it is global. */
@Module({ providers: [Reader], exports: [Reader] })
class FeatureModule {}

describe('ConfigModule', () => {
  it('makes the configuration injectable in every module under its token', async () => {
    const config = { GREETING: 'hello' };
    const app = await NestFactory.createApplicationContext(
      {
        module: class Root {},
        imports: [ConfigModule.forRoot(EXAMPLE_CONFIG, config), FeatureModule],
      },
      { logger: false },
    );
    try {
      expect(app.get(Reader).config).toBe(config);
      expect(app.get(EXAMPLE_CONFIG)).toBe(config);
    } finally {
      await app.close();
    }
  });
});
