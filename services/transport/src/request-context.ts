import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The id of the HTTP request being served. The gateway sets it per request; the transport carries
 * it to the service, which runs the handler inside the same context, so both sides' log lines
 * share one id.
 */
export interface RequestContext {
  requestId?: string;
  /**
   * The id of the transport message being handled: the same every time that one request is
   * delivered (a replica that died mid-request hands it to another), so a handler can use it to
   * make a write happen once however often it runs.
   */
  messageId?: string;
}

export const requestContext = new AsyncLocalStorage<RequestContext>();

export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}

export function currentMessageId(): string | undefined {
  return requestContext.getStore()?.messageId;
}
