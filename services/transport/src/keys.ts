/**
 * Redis key names used by the transport. Every key starts with a configurable prefix so that
 * several deployments (or test runs) can share one Redis without seeing each other's traffic.
 */
export interface TransportKeys {
  /** Stream of requests for one service; its consumer group is named after the service. */
  requests(service: string): string;
  /** Stream of one event type; each subscribing service reads it through its own group. */
  events(event: string): string;
  /** List that one client instance reads its replies from. */
  replies(clientId: string): string;
}

export const DEFAULT_PREFIX = 'sentilog';

export function transportKeys(prefix: string = DEFAULT_PREFIX): TransportKeys {
  return {
    requests: (service) => `${prefix}:rpc:${service}`,
    events: (event) => `${prefix}:event:${event}`,
    replies: (clientId) => `${prefix}:reply:${clientId}`,
  };
}

/**
 * The consumer group a service reads its streams through (its request stream and every event
 * stream it subscribes to): named after the service. The Kubernetes autoscaler reads this group's
 * pending entries (k8s/components/keda-autoscaling).
 */
export function consumerGroup(service: string): string {
  return service;
}

/** `contact.create` is served by the `contact` service: the pattern's first segment names it. */
export function serviceOfPattern(pattern: string): string {
  const dot = pattern.indexOf('.');
  if (dot <= 0) throw new Error(`Message pattern "${pattern}" must look like "<service>.<action>"`);
  return pattern.slice(0, dot);
}

/** Pattern every service answers by itself, so readiness checks need no handler of their own. */
export function pingPattern(service: string): string {
  return `${service}.__ping`;
}
