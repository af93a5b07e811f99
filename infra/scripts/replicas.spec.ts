import { callModule } from './esm';

interface Instance {
  name: string;
  script: string;
  env: Record<string, string>;
}

const NAMES = ['analysis', 'analysis-worker', 'auth', 'gateway'];
const PROCESSES = NAMES.map((name) => ({ name, script: `/app/${name}.js` }));

const parse = (args: string[]) =>
  callModule<Record<string, number>>(
    'replicas.mjs',
    `m.parseReplicas(${JSON.stringify(args)}, ${JSON.stringify(NAMES)})`,
  );

/** The ReplicasError's message, or null when the arguments parse. */
const parseError = (args: string[]) =>
  callModule<string | null>(
    'replicas.mjs',
    `(() => { try { m.parseReplicas(${JSON.stringify(args)}, ${JSON.stringify(NAMES)}); return null; } catch (err) { return err instanceof m.ReplicasError ? err.message : 'other: ' + err; } })()`,
  );

const instances = (counts: Record<string, number>, env: Record<string, string> = {}) =>
  callModule<Instance[]>(
    'replicas.mjs',
    `m.instancesOf(${JSON.stringify(PROCESSES)}, ${JSON.stringify(counts)}, ${JSON.stringify(env)})`,
  );

describe("npm start's --replicas", () => {
  it('reads name=count lists, as one argument or two, repeated or not', () => {
    expect(parse(['--no-build'])).toEqual({});
    expect(parse(['--replicas', 'analysis=2'])).toEqual({ analysis: 2 });
    expect(parse(['--replicas=analysis=3,auth=2', '--no-build'])).toEqual({ analysis: 3, auth: 2 });
    expect(parse(['--replicas', 'analysis=2', '--replicas', 'auth=1'])).toEqual({
      analysis: 2,
      auth: 1,
    });
  });

  it('refuses unknown processes, bad counts and a missing value with one line', () => {
    expect(parseError(['--replicas', 'analytics=2'])).toBe(
      '--replicas analytics=2: there is no process named analytics (there are analysis, analysis-worker, auth, gateway).',
    );
    expect(parseError(['--replicas', 'analysis=0'])).toBe(
      '--replicas analysis=0: the count must be 1 to 16.',
    );
    expect(parseError(['--replicas', 'analysis'])).toMatch(/expected name=count/);
    expect(parseError(['--replicas'])).toMatch(/needs name=count/);
    expect(parseError(['--replicas', '--no-build'])).toMatch(/needs name=count/);
  });

  it('names copies name-1, name-2 in place, keeps the order (gateway last) and plain names', () => {
    const started = instances({ analysis: 2 });
    expect(started.map((i) => i.name)).toEqual([
      'analysis-1',
      'analysis-2',
      'analysis-worker',
      'auth',
      'gateway',
    ]);
    expect(started[0].script).toBe('/app/analysis.js');
    expect(started[1].script).toBe('/app/analysis.js');
    // Without HEALTH_PORT (as npm start runs) no process serves health endpoints: nothing to set.
    expect(started.every((i) => Object.keys(i.env).length === 0)).toBe(true);
    expect(instances({}).map((i) => i.name)).toEqual(NAMES);
  });

  it('gives every process a health port of its own when HEALTH_PORT is set', () => {
    const started = instances({ analysis: 2 }, { HEALTH_PORT: '3001' });
    expect(started.map((i) => [i.name, i.env.HEALTH_PORT])).toEqual([
      ['analysis-1', '3001'],
      ['analysis-2', '3002'],
      ['analysis-worker', '3003'],
      ['auth', '3004'],
      ['gateway', '3005'],
    ]);
  });
});
