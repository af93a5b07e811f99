import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The id of the HTTP request being served. The gateway sets it per request; the transport carries
 * it to the service, which runs the handler inside the same context, so both sides' log lines
 * share one id.
 */
export interface RequestContext {
  requestId?: string;
}

export const requestContext = new AsyncLocalStorage<RequestContext>();

export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}
