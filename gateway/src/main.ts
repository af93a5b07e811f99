import { runEntryPoint } from '@sentilog/platform';
import { createGatewayApp } from './app.factory';
import { gatewayConfigFrom } from './config';

void runEntryPoint(async () => {
  const config = gatewayConfigFrom(process.env);
  const app = await createGatewayApp(config);
  await app.listen(config.PORT);
});
