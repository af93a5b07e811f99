import { startSharedStack } from './harness/shared-stack';

/**
 * jest's global setup for the e2e project: starts the stack every spec file shares, once per run.
 * jest runs it only when the run includes browser tests, so unit and integration runs start none.
 * The stop goes to the teardown through the one thing they share, the parent's global object.
 */
export default async function globalSetup(): Promise<void> {
  (globalThis as SharedStackGlobal).stopSharedE2eStack = await startSharedStack();
}

export interface SharedStackGlobal {
  stopSharedE2eStack?: () => Promise<void>;
}
