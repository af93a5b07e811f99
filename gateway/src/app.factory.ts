import { RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { ApiProperty, ApiSchema, DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { documentContractsForSwagger } from '@sentilog/contracts';
import { createValidationPipe } from '@sentilog/platform';
import { json, urlencoded } from 'express';
import { Logger } from 'nestjs-pino';
import { API_KEY_SECURITY } from './api-keys/batch-analysis.controller';
import { AppModule } from './app.module';
import { ApiErrorFilter, expressErrorHandler } from './common/api-error.filter';
import { assignRequestId } from './common/request-id';
import { verifyJsonBody } from './common/json-shape';
import { SafeTextPipe } from './common/safe-text.pipe';
import { refuseManyValuedQuery } from './common/single-query-values';
import { securityHeaders } from './common/security-headers';
import { GatewayConfig } from './config';
import { compressResponses } from './frontend/compress-responses';
import { servePrecompressedAssets } from './frontend/precompressed-assets';

/** Large enough for a 100,000-character text to analyse; uploads go through multipart instead. */
const JSON_BODY_LIMIT = '1mb';
/**
 * Journal entries carry the editor's images inline (data: URLs), so a few photos must fit; the
 * 50,000-character limit on their text is the journal service's.
 */
const JOURNAL_BODY_LIMIT = '8mb';
/** A batch of the API for organisations: up to 100 texts of up to 100,000 characters. */
const BATCH_BODY_LIMIT = '12mb';

/**
 * Builds the gateway for a configuration without listening, so tests can drive it in-process.
 * The caller parses the configuration first (gatewayConfigFrom): Nest would log a ConfigError
 * thrown while it builds the modules with its stack trace, instead of the one line it is.
 */
export async function createGatewayApp(config: GatewayConfig): Promise<NestExpressApplication> {
  // Body parsing is set up here rather than by Nest so that its errors get the API's error body.
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bufferLogs: true,
    bodyParser: false,
  });
  app.useLogger(app.get(Logger));
  app.set('trust proxy', config.TRUST_PROXY);
  app.use(assignRequestId);
  app.use(securityHeaders((config.PUBLIC_URL ?? config.APP_URL).startsWith('https://')));
  app.use(compressResponses());
  if (config.SERVE_FRONTEND) app.use(servePrecompressedAssets(config.FRONTEND_DIST));
  app.enableCors({ origin: config.CORS_ORIGINS, credentials: true });
  // The first parser that matches reads the body; the journal's comes first for its larger limit.
  app.use('/api/journal', json({ limit: JOURNAL_BODY_LIMIT, verify: verifyJsonBody }));
  app.use('/api/v1/analyze/batch', json({ limit: BATCH_BODY_LIMIT, verify: verifyJsonBody }));
  app.use(
    // Deep or huge JSON is refused from its raw bytes, before it is parsed and validated.
    json({ limit: JSON_BODY_LIMIT, verify: verifyJsonBody }),
    urlencoded({ extended: false, limit: JSON_BODY_LIMIT }),
  );
  app.use('/api', refuseManyValuedQuery);
  app.use(expressErrorHandler(new ApiErrorFilter()));
  app.setGlobalPrefix('api', { exclude: [{ path: 'metrics', method: RequestMethod.GET }] });
  app.useGlobalPipes(new SafeTextPipe(), createValidationPipe());
  app.enableShutdownHooks();

  // The request and answer classes are the contracts', documented there without loading Swagger.
  documentContractsForSwagger({ ApiProperty, ApiSchema });
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('SentiLog API')
      .setDescription('Sentiment, emotion and news-bias analysis, and the mood journal')
      .setVersion('0.1.0')
      .addBearerAuth()
      .addBearerAuth(
        {
          type: 'http',
          scheme: 'bearer',
          description: 'An API key (sl_live_…) from the keys page',
        },
        API_KEY_SECURITY,
      )
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
  return app;
}
