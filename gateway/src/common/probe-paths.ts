/**
 * Liveness, readiness and metrics: small answers to machines, asked many times a minute. They are
 * never logged nor compressed (docs/architecture.md, Serving).
 */
export const PROBE_PATHS: ReadonlySet<string> = new Set(['/api/health', '/api/ready', '/metrics']);
