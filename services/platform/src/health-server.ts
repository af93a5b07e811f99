import { createServer, Server } from 'node:http';

export type HealthCheck = () => Promise<unknown>;

/**
 * Liveness (`/health`) and readiness (`/ready`) over plain HTTP for services that otherwise speak
 * only Redis Streams, so Kubernetes and compose can probe them.
 */
export function startHealthServer(port: number, checks: Record<string, HealthCheck>): Server {
  const server = createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (req.url === '/health') return send(200, { status: 'ok' });
    if (req.url !== '/ready') return send(404, { error: 'Not found', statusCode: 404 });
    void runChecks(checks).then((result) => send(result.ok ? 200 : 503, result));
  });
  return server.listen(port);
}

export async function runChecks(
  checks: Record<string, HealthCheck>,
  timeoutMs = 2_000,
): Promise<{ ok: boolean; checks: Record<string, 'up' | string> }> {
  const entries = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      try {
        await withTimeout(check(), timeoutMs);
        return [name, 'up'] as const;
      } catch (err) {
        return [name, err instanceof Error ? err.message : String(err)] as const;
      }
    }),
  );
  return { ok: entries.every(([, state]) => state === 'up'), checks: Object.fromEntries(entries) };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
