import { parseAllDocuments } from 'yaml';
import { callModule } from './esm';

interface Doc {
  kind: string;
  metadata: { name: string };
  spec?: Record<string, unknown>;
  resources?: string[];
}

const notes = {
  name: 'notes',
  workspace: 'services/notes',
  entry: 'services/notes/dist/main.js',
  usesDatabase: false,
};
const notesWorker = { ...notes, name: 'notes-worker', entry: 'services/notes/dist/worker.js' };
const BASE = { redisPrefix: 'px', namespace: 'ns' };

/**
 * What `npm run manifests` would write for these processes and settings: path → documents. A
 * generator error comes back as the error (the child process would print it besides).
 */
function render(settings: Record<string, unknown>): Record<string, Doc[]> {
  const args = [
    JSON.stringify([notes, notesWorker]),
    `(p) => (${JSON.stringify(settings)})[p.name] ?? {}`,
    JSON.stringify(BASE),
  ].join(', ');
  const answer = callModule<{ files?: Record<string, string>; error?: string }>(
    'k8s-processes.mjs',
    `(() => {
      try { return { files: Object.fromEntries(m.renderAll(${args})) }; }
      catch (err) { return { error: err.message }; }
    })()`,
  );
  if (answer.error !== undefined) throw new Error(answer.error);
  return Object.fromEntries(
    Object.entries(answer.files ?? {}).map(([path, text]) => [
      path,
      parseAllDocuments(text).map((doc) => doc.toJS() as Doc),
    ]),
  );
}

const scaling = {
  minReplicas: 1,
  maxReplicas: 4,
  streams: { pendingPerReplica: 8 },
  queue: { name: 'notes-jobs', waitingPerReplica: 2 },
};

describe('npm run manifests: Deployments, disruption budgets and autoscaling from package.json', () => {
  it('gives every process a Deployment and a PodDisruptionBudget that selects its pods', () => {
    const files = render({});
    for (const name of ['notes', 'notes-worker']) {
      const [deployment, pdb] = files[`k8s/base/processes/${name}.yaml`];
      expect(deployment.kind).toBe('Deployment');
      expect(pdb).toMatchObject({
        kind: 'PodDisruptionBudget',
        spec: { maxUnavailable: 1, selector: { matchLabels: { 'app.kubernetes.io/name': name } } },
      });
    }
  });

  it('autoscales only the processes that declare scaling, with KEDA in one component and a CPU HPA in the other', () => {
    const files = render({ notes: { scaling } });
    const keda = files['k8s/components/keda-autoscaling/kustomization.yaml'][0];
    const cpu = files['k8s/components/cpu-autoscaling/kustomization.yaml'][0];
    expect(keda.kind).toBe('Component');
    expect(keda.resources).toEqual(['trigger-authentication.yaml', 'notes.yaml']);
    expect(cpu.resources).toEqual(['notes.yaml']);
    expect(files['k8s/components/keda-autoscaling/notes-worker.yaml']).toBeUndefined();
    expect(files['k8s/components/cpu-autoscaling/notes.yaml'][0]).toMatchObject({
      kind: 'HorizontalPodAutoscaler',
      spec: {
        scaleTargetRef: { kind: 'Deployment', name: 'notes' },
        minReplicas: 1,
        maxReplicas: 4,
        metrics: [{ resource: { name: 'cpu', target: { averageUtilization: 70 } } }],
      },
    });
  });

  it("reads the service's request stream and group, and both keys a queue's waiting jobs are in", () => {
    const [scaledObject] = render({ notes: { scaling } })[
      'k8s/components/keda-autoscaling/notes.yaml'
    ];
    const spec = scaledObject.spec as {
      minReplicaCount: number;
      maxReplicaCount: number;
      triggers: { type: string; metadata: Record<string, string> }[];
    };
    expect(spec.minReplicaCount).toBe(1);
    expect(spec.maxReplicaCount).toBe(4);
    expect(spec.triggers.map((t) => [t.type, t.metadata])).toEqual([
      [
        'redis-streams',
        {
          stream: 'px:rpc:notes',
          consumerGroup: 'notes',
          pendingEntriesCount: '8',
          enableTLS: 'true',
        },
      ],
      ['redis', { listName: 'px:bull:notes-jobs:prioritized', listLength: '2', enableTLS: 'true' }],
      ['redis', { listName: 'px:bull:notes-jobs:wait', listLength: '2', enableTLS: 'true' }],
      ['cpu', { value: '70' }],
    ]);
  });

  it.each([
    ['a minReplicas of 0', { ...scaling, minReplicas: 0 }, /minReplicas/],
    ['a maxReplicas below the min', { ...scaling, maxReplicas: 0 }, /maxReplicas/],
    ['a CPU target of 0 %', { ...scaling, cpuUtilization: 0 }, /cpuUtilization/],
    ['a queue without a target', { ...scaling, queue: { name: 'q' } }, /queue/],
  ])('refuses scaling that cannot work: %s', (_what, bad, message) => {
    expect(() => render({ notes: { scaling: bad } })).toThrow(message);
  });
});
