// Container health check: exits 0 when the process answers its liveness endpoint.
//   node infra/docker/healthcheck.mjs [url]
// Without a URL: http://127.0.0.1:$HEALTH_PORT/health for services (HEALTH_PORT set),
// otherwise the gateway's http://127.0.0.1:$PORT/api/health.
const url =
  process.argv[2] ??
  process.env.HEALTHCHECK_URL ??
  (process.env.HEALTH_PORT
    ? `http://127.0.0.1:${process.env.HEALTH_PORT}/health`
    : `http://127.0.0.1:${process.env.PORT ?? '8080'}/api/health`);

try {
  const res = await fetch(url, { signal: AbortSignal.timeout(4000) });
  if (!res.ok) {
    console.error(`healthcheck: ${url} answered ${res.status}`);
    process.exit(1);
  }
  process.exit(0);
} catch (err) {
  console.error(`healthcheck: ${url} unreachable: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
}
