import type { SharedStackGlobal } from './global-setup';

/** jest's global teardown for the e2e project: stops the shared stack (see global-setup.ts). */
export default async function globalTeardown(): Promise<void> {
  const running = globalThis as SharedStackGlobal;
  await running.stopSharedE2eStack?.();
  delete running.stopSharedE2eStack;
}
