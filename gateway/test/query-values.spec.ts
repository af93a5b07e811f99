/**
 * Array and object query values (`limit[]=1`, `limit[$gt]=0`, `limit=1&limit=2`) are refused with
 * a 400 naming the parameter, on every GET route: the routes are read from the gateway's own
 * router, and each is tried with every query parameter the OpenAPI document declares for it, and
 * with one it does not declare. The refusal comes before guards and services (one middleware), so
 * the gateway alone is enough here; a token is sent anyway, so that a signed-in route would answer
 * as it does for a user.
 */
import { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { startGateway } from '../../infra/testing/stack';
import { privateRedisPrefix, setEnv, TEST_JWT_SECRET } from './auth-fixtures';

interface OpenApiParameter {
  name: string;
  in: string;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: OpenApiParameter[] }>>;
}
interface ExpressLayer {
  route?: { path: string; methods: Record<string, boolean> };
}

const refusal = (name: string) => ({
  error: `The query parameter '${name}' must be a single value.`,
  statusCode: 400,
});

describe('array and object query values are refused on every GET route', () => {
  let restoreEnv: () => void;
  let gateway: INestApplication;
  let routes: string[];
  let document: OpenApiDocument;
  const http = () => request(gateway.getHttpServer());

  beforeAll(async () => {
    restoreEnv = setEnv({
      REDIS_PREFIX: privateRedisPrefix('query'),
      JWT_SECRET: TEST_JWT_SECRET,
      SERVE_FRONTEND: 'false',
      API_RATE_LIMIT: '100000',
      RPC_TIMEOUT_MS: '1000',
      READINESS_DETAIL_TOKEN: 'a-readiness-token-of-16-or-more',
    });
    gateway = await startGateway();
    const router = (gateway.getHttpAdapter().getInstance() as { router: { stack: ExpressLayer[] } })
      .router;
    routes = router.stack
      .filter((layer) => layer.route?.methods.get && layer.route.path.startsWith('/api/'))
      .map((layer) => layer.route!.path)
      // the API's catch-all (an unknown /api path is a 404, never the app's page)
      .map((path) => path.replace('{*path}', 'no-such-route'));
    routes = [...new Set(routes)];
    document = (await http().get('/api/docs-json')).body as OpenApiDocument;
  });

  afterAll(async () => {
    await gateway?.close();
    restoreEnv?.();
  });

  /** The OpenAPI path of an Express route: `/api/journal/:id` → `/api/journal/{id}`. */
  const openApiPath = (route: string) => route.replace(/:(\w+)/g, '{$1}');

  /** The declared query parameters of a route, and one it does not declare. */
  function queryNames(route: string): string[] {
    const declared = (document.paths[openApiPath(route)]?.get?.parameters ?? [])
      .filter((p) => p.in === 'query')
      .map((p) => p.name);
    return [...declared, 'x'];
  }

  /** A request path for the route, its path parameters filled with a well-formed id. */
  const concrete = (route: string) => route.replace(/:(\w+)/g, () => randomUUID());

  it('finds the GET routes and their documented query parameters', () => {
    // A sanity check on the enumeration itself: the routes the issue named are among them.
    expect(routes).toEqual(
      expect.arrayContaining(['/api/journal', '/api/news', '/api/journal/stats']),
    );
    expect(queryNames('/api/journal')).toEqual(
      expect.arrayContaining(['limit', 'before', 'from', 'to']),
    );
    expect(queryNames('/api/news')).toEqual(expect.arrayContaining(['limit', 'sentiment', 'q']));
  });

  it('answers 400 naming the parameter for name[]=1, name[$gt]=0 and a repeated name, route by route', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const tries = queryNames(route).flatMap((name) =>
        [`${name}[]=1`, `${name}[$gt]=0`, `${name}=1&${name}=2`].map((query) => ({
          name,
          path: `${concrete(route)}?${query}`,
        })),
      );
      await Promise.all(
        tries.map(async ({ name, path }) => {
          // A route that ignored the value could stream or wait on a service: bounded here.
          const res = await http()
            .get(path)
            .set('authorization', 'Bearer not-checked-before-the-query')
            .timeout(5_000)
            .catch((err: Error) => ({ status: 'no answer', body: err.message }));
          const body = res.body as unknown;
          if (res.status !== 400 || JSON.stringify(body) !== JSON.stringify(refusal(name))) {
            failures.push(`${path} → ${res.status} ${JSON.stringify(body)}`);
          }
        }),
      );
    }
    expect(failures).toEqual([]);
  });

  it('still reads single values as before', async () => {
    // A single bad value is the route's own 400, not this one.
    const res = await http().get('/api/news?limit=-1');
    expect(res.status).toBe(400);
    expect((res.body as { error: string }).error).not.toContain('single value');
    const health = await http().get('/api/health?probe=1');
    expect(health.status).toBe(200);
  });
});
