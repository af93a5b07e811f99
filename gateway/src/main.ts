import { createGatewayApp } from './app.factory';
import { config } from './config';

async function main(): Promise<void> {
  const app = await createGatewayApp();
  await app.listen(config.PORT);
}

void main();
