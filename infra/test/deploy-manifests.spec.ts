/**
 * Deployment manifests stay in step with the processes the code declares.
 *
 * The process list comes from the `"sentilog": {"processes": {"<name>": "<entry js>"}}` fields of
 * the workspaces' package.json files, read by infra/scripts/workspaces.mjs (as the launcher and the
 * Dockerfile read them), so a new service or worker fails this test
 * until it has a Deployment in every k8s overlay and a docker-compose service.
 *
 * Every overlay in k8s/overlays is rendered with `kubectl kustomize` (kubectl is required: the
 * test fails without it). The overlays read their Secret from a git-ignored secrets.env, so the
 * k8s tree is copied to a temporary folder and each overlay gets the placeholder template
 * k8s/base/secrets.env.example as its secrets.env; a real local secrets.env is never read.
 *
 * Autoscaling: the production overlay scales analysis and its document worker with KEDA
 * (k8s/components/keda-autoscaling); the Redis keys its triggers read are checked against the
 * transport's, BullMQ's and the contracts' own key functions, not against repeated strings. The
 * CPU component that replaces it on clusters without KEDA is rendered too, as a copy of the
 * production overlay with that one line changed (CPU_VARIANT), and goes through every check an
 * overlay does.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import {
  AnalysisPatterns,
  bullPrefix,
  DOCUMENTS_QUEUE,
  MAX_BATCH_DOCUMENTS,
  MAX_DOCUMENT_BYTES,
  TEXT_BATCH_TIMEOUT_MS,
} from '@sentilog/contracts';
import {
  consumerGroup,
  DEFAULT_CONCURRENCY,
  serviceOfPattern,
  transportKeys,
} from '@sentilog/transport';
import { QueueKeys } from 'bullmq';
import { parse, parseAllDocuments, stringify } from 'yaml';
import { gatewayEnv } from '../../gateway/src/config';

const ROOT = join(__dirname, '..', '..');
const K8S = join(ROOT, 'k8s');
const OVERLAYS_DIR = join(K8S, 'overlays');
const SECRET_ENV_TEMPLATE = join(K8S, 'base', 'secrets.env.example');
const SECRET_YAML_TEMPLATE = join(K8S, 'base', 'secret.example.yaml');
const COMPOSE_FILE = join(ROOT, 'docker-compose.yml');
const DOCKERFILE = join(ROOT, 'infra', 'docker', 'Dockerfile');
const DOCKERIGNORE = join(ROOT, '.dockerignore');
const DOCKERFILE_REL = 'infra/docker/Dockerfile';

/** The KEDA and the plain CPU autoscaling components; an overlay uses one of them. */
const KEDA_COMPONENT = '../../components/keda-autoscaling';
const CPU_COMPONENT = '../../components/cpu-autoscaling';
/** The production overlay with CPU_COMPONENT in place of KEDA_COMPONENT, made in the copy only. */
const CPU_VARIANT = 'production-with-cpu-autoscaling';

const NAMESPACE = 'sentilog';
const GATEWAY = 'gateway';
const GATEWAY_PORT = 8080;
const PLACEHOLDER = 'CHANGE_ME';
/** Configuration every process validates at start-up, and where it must come from in k8s. */
const CONFIG_KEYS = [
  'NODE_ENV',
  'PORT',
  'HEALTH_PORT',
  'LOG_LEVEL',
  'RPC_TIMEOUT_MS',
  'CORS_ORIGINS',
  'TRUST_PROXY',
  'CONTACT_RATE_LIMIT',
  'SERVE_FRONTEND',
];
const SECRET_KEYS_EVERY_PROCESS_NEEDS = ['REDIS_URL'];
/** Processes whose workspace talks to PostgreSQL (depends on `pg`) also need its URL. */
const SECRET_KEYS_DATABASE_PROCESSES_NEED = ['DATABASE_URL'];
/** Names that must never carry a literal value (ConfigMap, container env, compose env). */
const SECRET_NAME = /SECRET|PASSWORD|PASSWD|TOKEN|API_KEY|PRIVATE_KEY|CREDENTIAL/i;

// ---------------------------------------------------------------------------------------------
// Types: the parts of the Kubernetes and Compose schemas this test reads.

interface Metadata {
  name: string;
  namespace?: string;
  annotations?: Record<string, string>;
}
interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: Metadata;
}
interface KeyRef {
  name: string;
  key: string;
  optional?: boolean;
}
interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: { configMapKeyRef?: KeyRef; secretKeyRef?: KeyRef };
}
interface EnvFromSource {
  configMapRef?: { name: string; optional?: boolean };
  secretRef?: { name: string; optional?: boolean };
}
interface Probe {
  httpGet?: { path: string; port: number | string };
  tcpSocket?: { port: number | string };
  exec?: { command: string[] };
  grpc?: { port: number };
}
interface SecurityContext {
  runAsNonRoot?: boolean;
  runAsUser?: number;
  readOnlyRootFilesystem?: boolean;
  allowPrivilegeEscalation?: boolean;
}
interface Container {
  name: string;
  image: string;
  command?: string[];
  args?: string[];
  env?: EnvVar[];
  envFrom?: EnvFromSource[];
  ports?: { name?: string; containerPort: number }[];
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  livenessProbe?: Probe;
  readinessProbe?: Probe;
  securityContext?: SecurityContext;
}
interface Deployment extends K8sObject {
  spec: {
    replicas?: number;
    selector: { matchLabels?: Record<string, string> };
    template: {
      metadata: { labels?: Record<string, string>; annotations?: Record<string, string> };
      spec: {
        containers: Container[];
        initContainers?: Container[];
        securityContext?: SecurityContext;
      };
    };
  };
}
interface ConfigMap extends K8sObject {
  data?: Record<string, string>;
}
interface Secret extends K8sObject {
  data?: Record<string, string>;
  stringData?: Record<string, string>;
}
interface Service extends K8sObject {
  spec: { ports: { name?: string; port: number; targetPort?: number | string }[] };
}
interface Ingress extends K8sObject {
  spec: {
    rules?: {
      host?: string;
      http?: {
        paths: {
          path?: string;
          backend: { service?: { name: string; port: { number?: number; name?: string } } };
        }[];
      };
    }[];
  };
}
interface Hpa extends K8sObject {
  spec: {
    scaleTargetRef: { apiVersion?: string; kind: string; name: string };
    minReplicas?: number;
    maxReplicas: number;
    metrics?: { type: string; resource?: { name: string } }[];
  };
}
interface ScaleTrigger {
  type: string;
  metricType?: string;
  metadata: Record<string, string>;
  authenticationRef?: { name: string };
}
interface ScaledObject extends K8sObject {
  spec: {
    scaleTargetRef: { apiVersion?: string; kind?: string; name: string };
    minReplicaCount?: number;
    maxReplicaCount?: number;
    fallback?: unknown;
    triggers: ScaleTrigger[];
  };
}
interface TriggerAuthentication extends K8sObject {
  spec: { secretTargetRef?: { parameter: string; name: string; key: string }[] };
}
interface PodDisruptionBudget extends K8sObject {
  spec: {
    minAvailable?: number | string;
    maxUnavailable?: number | string;
    selector: { matchLabels?: Record<string, string> };
  };
}
interface ComposeService {
  image?: string;
  build?: string | { context?: string; dockerfile?: string };
  command?: string | string[];
  environment?: Record<string, string | number | boolean | null> | string[];
  healthcheck?: { test?: string | string[]; disable?: boolean };
  restart?: string;
  depends_on?: string[] | Record<string, { condition?: string }>;
  ports?: (string | number | { target?: number; published?: string | number })[];
  profiles?: string[];
}
interface ComposeFile {
  services?: Record<string, ComposeService>;
}

// ---------------------------------------------------------------------------------------------
// The processes the code declares.

interface ProcessDecl {
  name: string;
  /** workspace folder relative to the repository root, e.g. services/contact */
  workspace: string;
  /** entry point relative to the repository root (= the image's working directory) */
  entry: string;
  usesDatabase: boolean;
}

/** The processes as the launcher and the Dockerfile see them: from infra/scripts/workspaces.mjs. */
function discoverProcesses(): ProcessDecl[] {
  const output = execFileSync(
    process.execPath,
    [join(ROOT, 'infra/scripts/workspaces.mjs'), '--json'],
    {
      encoding: 'utf8',
    },
  );
  return JSON.parse(output) as ProcessDecl[];
}

/** The parts of `sentilog.deploy.<process>` in a workspace's package.json this test reads. */
interface DeploySettings {
  /** Measured resident memory (RSS) in MB: at rest, and the peak under load where measured. */
  memory?: { steadyMb: number; peakMb?: number };
  scaling?: {
    minReplicas: number;
    maxReplicas: number;
    streams?: { service?: string };
    queue?: { name: string };
  };
}

function deploySettingsOf(proc: ProcessDecl): DeploySettings {
  const manifest = JSON.parse(readFileSync(join(ROOT, proc.workspace, 'package.json'), 'utf8')) as {
    sentilog?: { deploy?: Record<string, DeploySettings> };
  };
  return manifest.sentilog?.deploy?.[proc.name] ?? {};
}

/** [process name, its scaling] for every process that declares `scaling`. */
function scaledProcesses(): [string, NonNullable<DeploySettings['scaling']>][] {
  return processes.flatMap((proc) => {
    const scaling = deploySettingsOf(proc).scaling;
    return scaling ? [[proc.name, scaling] as [string, typeof scaling]] : [];
  });
}

const MB = 1_000_000;
const QUANTITY_UNITS: Record<string, number> = {
  '': 1,
  K: 1e3,
  M: 1e6,
  G: 1e9,
  Ki: 2 ** 10,
  Mi: 2 ** 20,
  Gi: 2 ** 30,
};

/** A Kubernetes memory quantity (`512Mi`, `1Gi`) in bytes; NaN when it is not one. */
function memoryBytes(quantity: string | undefined): number {
  const match = /^(\d+(?:\.\d+)?)(Ki|Mi|Gi|K|M|G)?$/.exec(quantity ?? '');
  return match ? Number(match[1]) * QUANTITY_UNITS[match[2] ?? ''] : Number.NaN;
}

const processes = discoverProcesses();
const overlays = existsSync(OVERLAYS_DIR)
  ? readdirSync(OVERLAYS_DIR)
      .filter((name) => statSync(join(OVERLAYS_DIR, name)).isDirectory())
      .sort()
  : [];
/** What is rendered and checked: every overlay, and production with the CPU autoscaling instead. */
const variants = overlays.includes('production') ? [...overlays, CPU_VARIANT] : overlays;

// ---------------------------------------------------------------------------------------------
// Rendering.

function requireKubectl(): void {
  try {
    execFileSync('kubectl', ['version', '--client'], { stdio: 'pipe' });
  } catch (err) {
    const reason = (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'not found on PATH' : err;
    throw new Error(
      `kubectl is required to render k8s/overlays/* with \`kubectl kustomize\` (${String(reason)}). ` +
        'Install kubectl (https://kubernetes.io/docs/tasks/tools/) and run the test again.',
    );
  }
}

let renderRoot: string | undefined;

/** A copy of k8s/ where every overlay's secrets.env is the placeholder template. */
function renderTree(): string {
  if (!renderRoot) {
    renderRoot = mkdtempSync(join(tmpdir(), 'sentilog-k8s-'));
    cpSync(K8S, join(renderRoot, 'k8s'), {
      recursive: true,
      filter: (src) => basename(src) !== 'secrets.env',
    });
    for (const overlay of overlays) {
      cpSync(SECRET_ENV_TEMPLATE, join(renderRoot, 'k8s', 'overlays', overlay, 'secrets.env'));
    }
    if (variants.includes(CPU_VARIANT)) makeCpuVariant(join(renderRoot, 'k8s', 'overlays'));
  }
  return renderRoot;
}

/**
 * The switch the production overlay's comment describes for a cluster without KEDA: its
 * kustomization with CPU_COMPONENT in place of KEDA_COMPONENT, beside it in the copied tree.
 */
function makeCpuVariant(overlaysDir: string): void {
  const production = join(overlaysDir, 'production');
  const kustomization = parse(readFileSync(join(production, 'kustomization.yaml'), 'utf8')) as {
    components?: string[];
  };
  if (!kustomization.components?.includes(KEDA_COMPONENT)) {
    throw new Error(`k8s/overlays/production does not use the component ${KEDA_COMPONENT}`);
  }
  kustomization.components = kustomization.components.map((c) =>
    c === KEDA_COMPONENT ? CPU_COMPONENT : c,
  );
  cpSync(production, join(overlaysDir, CPU_VARIANT), { recursive: true });
  writeFileSync(join(overlaysDir, CPU_VARIANT, 'kustomization.yaml'), stringify(kustomization));
}

afterAll(() => {
  if (renderRoot) rmSync(renderRoot, { recursive: true, force: true });
});

function render(overlay: string): K8sObject[] {
  const dir = join(renderTree(), 'k8s', 'overlays', overlay);
  let out: string;
  try {
    out = execFileSync('kubectl', ['kustomize', dir], { encoding: 'utf8', stdio: 'pipe' });
  } catch (err) {
    const stderr = (err as { stderr?: Buffer | string }).stderr?.toString() ?? String(err);
    throw new Error(`kubectl kustomize k8s/overlays/${overlay} failed:\n${stderr}`);
  }
  const objects: K8sObject[] = [];
  for (const doc of parseAllDocuments(out)) {
    if (doc.errors.length > 0) {
      throw new Error(`overlay ${overlay} renders invalid YAML: ${doc.errors[0].message}`);
    }
    const value = doc.toJS() as K8sObject | null;
    if (value !== null) objects.push(value);
  }
  return objects;
}

function ofKind<T extends K8sObject>(objects: K8sObject[], kind: string): T[] {
  return objects.filter((o) => o.kind === kind) as T[];
}

function containersOf(deployment: Deployment): Container[] {
  const pod = deployment.spec.template.spec;
  return [...(pod.initContainers ?? []), ...pod.containers];
}

function commandLine(parts: string | string[] | undefined): string {
  return Array.isArray(parts) ? parts.join(' ') : (parts ?? '');
}

/** A compose service's environment as name → value, from either of its two forms. */
function composeEnv(svc: ComposeService | undefined): Record<string, string> {
  const env = svc?.environment;
  const entries = Array.isArray(env)
    ? env.map((e) => [e.split('=')[0], e.slice(e.indexOf('=') + 1)] as const)
    : Object.entries(env ?? {}).map(([k, v]) => [k, String(v)] as const);
  return Object.fromEntries(entries);
}

/** The container port a probe or Service targets, resolving port names. */
function resolvePort(container: Container, port: number | string | undefined): number | undefined {
  if (typeof port === 'number') return port;
  if (port !== undefined && /^\d+$/.test(port)) return Number(port);
  return container.ports?.find((p) => p.name === port)?.containerPort;
}

function secretValues(secret: Secret): Record<string, string> {
  const values: Record<string, string> = { ...(secret.stringData ?? {}) };
  for (const [key, value] of Object.entries(secret.data ?? {})) {
    values[key] = Buffer.from(value, 'base64').toString('utf8');
  }
  return values;
}

// ---------------------------------------------------------------------------------------------
// Secret detection, shared by the committed files and the rendered manifests.

const SECRET_PATTERNS: [string, RegExp][] = [
  ['a private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  ['an AWS access key id', /\b(AKIA|ASIA)[0-9A-Z]{16}\b/],
  ['a GitHub token', /\b(gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{22,})/],
  ['a Google API key', /\bAIza[0-9A-Za-z_-]{35}\b/],
  ['a Google OAuth client secret', /\bGOCSPX-[A-Za-z0-9_-]{16,}/],
  ['a Slack token', /\bxox[abposr]-[A-Za-z0-9-]{10,}/],
  ['a Stripe live key', /\b[rs]k_live_[A-Za-z0-9]{16,}/],
  ['a JSON Web Token', /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/],
];

/** A password in a URL is fine only as a placeholder (CHANGE_ME, `<password>`) or a compose
 * `${VAR}` interpolation. */
function isPlaceholder(value: string): boolean {
  return (
    value === '' ||
    value.includes(PLACEHOLDER) ||
    /^<[\w -]+>$/.test(value) ||
    /^\$\{[A-Za-z_][A-Za-z0-9_]*(:?[-?][^}]*)?\}$/.test(value)
  );
}

function shannonEntropy(text: string): number {
  const counts = new Map<string, number>();
  for (const ch of text) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let bits = 0;
  for (const n of counts.values()) bits -= (n / text.length) * Math.log2(n / text.length);
  return bits;
}

/** Human-readable findings; empty when the text looks clean. */
function findSecrets(text: string): string[] {
  const findings: string[] = [];
  for (const [what, pattern] of SECRET_PATTERNS) {
    const match = pattern.exec(text);
    if (match) findings.push(`${what} (${match[0].slice(0, 12)}...)`);
  }
  for (const match of text.matchAll(/\b[a-z][a-z0-9+.-]*:\/\/[^\s:@/'"]*:([^\s@/'"]+)@/gi)) {
    if (!isPlaceholder(match[1])) findings.push(`a password inside a URL (${match[0]})`);
  }
  for (const match of text.matchAll(/[A-Za-z0-9+/_-]{32,}={0,2}/g)) {
    const token = match[0];
    const classes = [/[a-z]/, /[A-Z]/, /\d/].filter((re) => re.test(token)).length;
    if (classes === 3 && shannonEntropy(token) > 4.2) {
      findings.push(`a high-entropy string (${token.slice(0, 8)}...)`);
    }
  }
  return findings;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    // a developer's real, git-ignored secrets are not part of the repository
    return entry.name === 'secrets.env' ? [] : [path];
  });
}

// ---------------------------------------------------------------------------------------------

describe('deployment manifests', () => {
  it('finds the processes declared in the packages (sentilog.processes)', () => {
    const names = processes.map((p) => p.name);
    expect(names).toContain(GATEWAY);
    expect(new Set(names).size).toBe(names.length);
    for (const p of processes) {
      // names become Deployment and compose service names
      expect(p.name).toMatch(/^[a-z]([-a-z0-9]*[a-z0-9])?$/);
      expect(p.entry).toMatch(/\.js$/);
    }
  });

  it('keeps the generated process Deployments current (npm run manifests)', () => {
    const check = spawnSync(
      process.execPath,
      [join(ROOT, 'infra/scripts/manifests.mjs'), '--check'],
      { encoding: 'utf8' },
    );
    expect({ status: check.status, stderr: check.stderr }).toEqual({ status: 0, stderr: '' });
  });

  it('has the development and production overlays', () => {
    expect(overlays).toEqual(expect.arrayContaining(['development', 'production']));
  });

  it('declares autoscaling for analysis on its request stream and for its worker on the documents queue', () => {
    const scaling = new Map(scaledProcesses());
    const service = serviceOfPattern(AnalysisPatterns.text);
    expect(scaling.get(service)?.streams?.service ?? service).toBe(service);
    expect(scaling.get(service)?.streams).toBeDefined();
    expect(scaling.get('analysis-worker')?.queue?.name).toBe(DOCUMENTS_QUEUE);
  });

  describe.each(variants)('k8s overlay %s', (overlay) => {
    let objects: K8sObject[];
    let deployments: Deployment[];
    let configMaps: ConfigMap[];
    let secrets: Secret[];

    beforeAll(() => {
      requireKubectl();
      objects = render(overlay);
      deployments = ofKind<Deployment>(objects, 'Deployment');
      configMaps = ofKind<ConfigMap>(objects, 'ConfigMap');
      secrets = ofKind<Secret>(objects, 'Secret');
    });

    const deploymentFor = (name: string): Deployment => {
      const found = deployments.find((d) => d.metadata.name === name);
      if (!found) throw new Error(`overlay ${overlay}: no Deployment "${name}"`);
      return found;
    };
    /** A key of the generated ConfigMap. */
    const configValue = (key: string): string | undefined =>
      configMaps.find((c) => c.data?.[key] !== undefined)?.data?.[key];
    const gatewayService = (): Service | undefined =>
      ofKind<Service>(objects, 'Service').find((s) => s.metadata.name === GATEWAY);
    const gatewayIngress = (): Ingress | undefined =>
      ofKind<Ingress>(objects, 'Ingress').find((i) =>
        (i.spec.rules ?? []).some((rule) =>
          (rule.http?.paths ?? []).some((p) => p.backend.service?.name === GATEWAY),
        ),
      );

    it('renders named objects in the sentilog namespace', () => {
      expect(objects.length).toBeGreaterThan(0);
      for (const o of objects) {
        expect(o.apiVersion).toBeTruthy();
        expect(o.metadata.name).toBeTruthy();
        if (o.kind === 'Namespace') expect(o.metadata.name).toBe(NAMESPACE);
        else
          expect(`${o.kind}/${o.metadata.name} in ${o.metadata.namespace}`).toBe(
            `${o.kind}/${o.metadata.name} in ${NAMESPACE}`,
          );
      }
    });

    it.each(processes.map((p) => [p.name, p] as const))(
      'has a Deployment for process %s running its entry point',
      (_name, proc) => {
        const deployment = deploymentFor(proc.name);
        const main = deployment.spec.template.spec.containers[0];
        const cmd = `${commandLine(main.command)} ${commandLine(main.args)}`.trim();
        expect(cmd).toMatch(new RegExp(`^node( .*)? ${proc.entry.replace(/\./g, '\\.')}$`));
      },
    );

    it('has no Deployment for a process the code does not declare, and one image for all', () => {
      expect(deployments.map((d) => d.metadata.name).sort()).toEqual(
        processes.map((p) => p.name).sort(),
      );
      const images = new Set(deployments.map((d) => d.spec.template.spec.containers[0].image));
      expect(images.size).toBe(1);
    });

    it('exposes the gateway through a Service (80 -> 8080), an Ingress and a CPU HPA', () => {
      const gateway = deploymentFor(GATEWAY);
      const container = gateway.spec.template.spec.containers[0];

      const service = gatewayService();
      expect(service).toBeDefined();
      const port = service?.spec.ports.find((p) => p.port === 80);
      expect(port).toBeDefined();
      expect(resolvePort(container, port?.targetPort)).toBe(GATEWAY_PORT);

      const ingress = gatewayIngress();
      expect(ingress).toBeDefined();
      const backend = ingress?.spec.rules
        ?.flatMap((r) => r.http?.paths ?? [])
        .find((p) => p.backend.service?.name === GATEWAY)?.backend.service;
      expect(backend?.port.number === 80 || backend?.port.name === port?.name).toBe(true);

      const hpa = ofKind<Hpa>(objects, 'HorizontalPodAutoscaler').find(
        (h) =>
          h.spec.scaleTargetRef.kind === 'Deployment' && h.spec.scaleTargetRef.name === GATEWAY,
      );
      expect(hpa?.apiVersion).toBe('autoscaling/v2');
      expect(hpa?.spec.metrics).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            type: 'Resource',
            resource: expect.objectContaining({ name: 'cpu' }),
          }),
        ]),
      );
      expect(hpa?.spec.minReplicas ?? 1).toBeGreaterThanOrEqual(1);
      expect(hpa?.spec.maxReplicas).toBeGreaterThanOrEqual(hpa?.spec.minReplicas ?? 1);
    });

    it('has Prometheus scrape the gateway on METRICS_PORT, a port its Service does not route to', () => {
      const gateway = deploymentFor(GATEWAY);
      const container = gateway.spec.template.spec.containers[0];
      const metricsPort = Number(configValue('METRICS_PORT') ?? Number.NaN);
      expect(metricsPort).toBeGreaterThan(0);
      expect(Number(gateway.spec.template.metadata.annotations?.['prometheus.io/port'])).toBe(
        metricsPort,
      );
      const routed = (gatewayService()?.spec.ports ?? []).map((p) =>
        resolvePort(container, p.targetPort),
      );
      expect(routed).toContain(GATEWAY_PORT);
      expect(routed).not.toContain(metricsPort);
    });

    it('lets through the largest body a route takes: a full call of documents for the API', () => {
      const size =
        gatewayIngress()?.metadata.annotations?.['nginx.ingress.kubernetes.io/proxy-body-size'];
      // nginx sizes: a number of bytes, or k/m/g (powers of 1024); its default is 1m.
      const [, amount, unit] = /^(\d+)([kmg]?)$/i.exec(size ?? '1m') ?? [];
      const bytes = Number(amount) * 1024 ** ' kmg'.indexOf((unit || ' ').toLowerCase());
      // the files and the multipart framing around them
      expect(bytes).toBeGreaterThanOrEqual(MAX_BATCH_DOCUMENTS * MAX_DOCUMENT_BYTES + 1024 ** 2);
    });

    it('lets the Ingress wait longer for an API batch than the gateway waits for a part of one', () => {
      const gatewayWaitMs = TEXT_BATCH_TIMEOUT_MS;
      // ingress-nginx's default is 60 s when the annotation is absent.
      const readTimeoutS = Number(
        gatewayIngress()?.metadata.annotations?.[
          'nginx.ingress.kubernetes.io/proxy-read-timeout'
        ] ?? 60,
      );
      expect(readTimeoutS * 1000).toBeGreaterThan(gatewayWaitMs);
    });

    if (overlay === 'production' || overlay === CPU_VARIANT) {
      it('runs at least two gateway replicas in production', () => {
        expect(deploymentFor(GATEWAY).spec.replicas).toBeGreaterThanOrEqual(2);
        const hpa = ofKind<Hpa>(objects, 'HorizontalPodAutoscaler').find(
          (h) => h.spec.scaleTargetRef.name === GATEWAY,
        );
        expect(hpa?.spec.minReplicas).toBeGreaterThanOrEqual(2);
      });
    }

    const scaledObjects = (): ScaledObject[] => ofKind<ScaledObject>(objects, 'ScaledObject');
    const hpas = (): Hpa[] => ofKind<Hpa>(objects, 'HorizontalPodAutoscaler');
    /** The HPAs and KEDA ScaledObjects on one Deployment. */
    const autoscalersOf = (name: string): (Hpa | ScaledObject)[] => [
      ...hpas().filter(
        (h) => h.spec.scaleTargetRef.kind === 'Deployment' && h.spec.scaleTargetRef.name === name,
      ),
      ...scaledObjects().filter(
        (so) =>
          (so.spec.scaleTargetRef.kind ?? 'Deployment') === 'Deployment' &&
          so.spec.scaleTargetRef.name === name,
      ),
    ];
    const boundsOf = (autoscaler: Hpa | ScaledObject): { min: number; max?: number } =>
      autoscaler.kind === 'ScaledObject'
        ? {
            min: (autoscaler as ScaledObject).spec.minReplicaCount ?? 0,
            max: (autoscaler as ScaledObject).spec.maxReplicaCount,
          }
        : {
            min: (autoscaler as Hpa).spec.minReplicas ?? 1,
            max: (autoscaler as Hpa).spec.maxReplicas,
          };
    /** The fewest pods a Deployment runs: its replicas, or the lowest bound of its autoscaler. */
    const fewestPods = (deployment: Deployment): number =>
      Math.min(
        deployment.spec.replicas ?? 1,
        ...autoscalersOf(deployment.metadata.name).map((a) => boundsOf(a).min),
      );

    it('puts at most one autoscaler on a Deployment (KEDA makes an HPA of its own), and none on a missing one', () => {
      const targets = [
        ...hpas().map((h) => h.spec.scaleTargetRef),
        ...scaledObjects().map((so) => ({
          kind: so.spec.scaleTargetRef.kind ?? 'Deployment',
          name: so.spec.scaleTargetRef.name,
        })),
      ];
      for (const target of targets) {
        const exists =
          target.kind === 'Deployment' && deployments.some((d) => d.metadata.name === target.name);
        expect({ target, exists }).toEqual({ target, exists: true });
      }
      const names = targets.map((t) => t.name);
      expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    });

    if (overlay === 'production' || overlay === CPU_VARIANT) {
      it.each(scaledProcesses())(
        'autoscales %s within the bounds its package declares (sentilog.deploy.<process>.scaling)',
        (name, scaling) => {
          const autoscalers = autoscalersOf(name);
          expect(autoscalers).toHaveLength(1);
          expect(boundsOf(autoscalers[0])).toEqual({
            min: scaling.minReplicas,
            max: scaling.maxReplicas,
          });
          // Every process must answer (or take jobs) at any time: none is scaled to zero.
          expect(scaling.minReplicas).toBeGreaterThanOrEqual(1);
        },
      );
    }

    it('has a PodDisruptionBudget for every Deployment that runs several pods or is autoscaled, selecting only its pods and never blocking a drain', () => {
      const pdbs = ofKind<PodDisruptionBudget>(objects, 'PodDisruptionBudget');
      const selects = (pdb: PodDisruptionBudget, deployment: Deployment): boolean => {
        const selector = Object.entries(pdb.spec.selector.matchLabels ?? {});
        const labels = deployment.spec.template.metadata.labels ?? {};
        return selector.length > 0 && selector.every(([key, value]) => labels[key] === value);
      };
      const problems: string[] = [];
      for (const deployment of deployments) {
        const name = deployment.metadata.name;
        if ((deployment.spec.replicas ?? 1) <= 1 && autoscalersOf(name).length === 0) continue;
        const budgets = pdbs.filter((pdb) => selects(pdb, deployment));
        if (budgets.length !== 1) {
          problems.push(`${name}: ${budgets.length} PodDisruptionBudgets select its pods`);
        }
      }
      for (const pdb of pdbs) {
        const selected = deployments.filter((d) => selects(pdb, d));
        if (selected.length !== 1) {
          problems.push(
            `PodDisruptionBudget ${pdb.metadata.name} selects the pods of ${selected.length} Deployments`,
          );
        }
        // One pod may always go, however few run: a drain must never wait for ever.
        const { maxUnavailable, minAvailable } = pdb.spec;
        const allowsOne =
          maxUnavailable !== undefined
            ? parseInt(String(maxUnavailable), 10) >= 1
            : typeof minAvailable === 'number' &&
              selected.every((d) => minAvailable < fewestPods(d));
        if (!allowsOne) {
          problems.push(`PodDisruptionBudget ${pdb.metadata.name} can block a node drain`);
        }
      }
      expect(problems).toEqual([]);
    });

    it('sizes every process from its measured memory: requests near the RSS at rest, limits at least twice the peak', () => {
      for (const proc of processes) {
        const memory = deploySettingsOf(proc).memory;
        const where = `${overlay}: ${proc.name} (sentilog.deploy.${proc.name}.memory)`;
        expect({ where, measured: memory?.steadyMb }).toEqual({
          where,
          measured: expect.any(Number),
        });
        if (!memory) continue;
        const { resources } = deploymentFor(proc.name).spec.template.spec.containers[0];
        const request = memoryBytes(resources?.requests?.memory);
        const limit = memoryBytes(resources?.limits?.memory);
        const atRest = memory.steadyMb * MB;
        expect({
          where,
          requestCoversRest: request >= atRest,
          requestNearRest: request < 2 * atRest,
          limitTwicePeak: limit >= 2 * (memory.peakMb ?? memory.steadyMb) * MB,
        }).toEqual({
          where,
          requestCoversRest: true,
          requestNearRest: true,
          limitTwicePeak: true,
        });
      }
    });

    if (overlay === 'production') {
      const redisPrefix = (): string =>
        configValue('REDIS_PREFIX') ?? gatewayEnv.REDIS_PREFIX.parse(undefined);
      const scaledObjectFor = (name: string): ScaledObject => {
        const found = scaledObjects().filter((so) => so.spec.scaleTargetRef.name === name);
        if (found.length !== 1) throw new Error(`${found.length} ScaledObjects scale ${name}`);
        return found[0];
      };
      /** KEDA's fallback: CPU beside the Redis triggers (which KEDA's `fallback` cannot be). */
      const expectCpuTrigger = (so: ScaledObject): void => {
        const cpu = so.spec.triggers.filter((t) => t.type === 'cpu');
        expect(cpu).toHaveLength(1);
        expect(cpu[0].metricType).toBe('Utilization');
        expect(Number(cpu[0].metadata.value)).toBeGreaterThan(0);
        expect(Number(cpu[0].metadata.value)).toBeLessThanOrEqual(100);
        // KEDA refuses a ScaledObject with a `fallback` beside a cpu trigger.
        expect(so.spec.fallback).toBeUndefined();
      };

      it('scales analysis with KEDA on the pending requests of the consumer group its transport reads', () => {
        const service = serviceOfPattern(AnalysisPatterns.text);
        const so = scaledObjectFor(service);
        const streams = so.spec.triggers.filter((t) => t.type === 'redis-streams');
        expect(
          streams.map((t) => ({ stream: t.metadata.stream, group: t.metadata.consumerGroup })),
        ).toEqual([
          { stream: transportKeys(redisPrefix()).requests(service), group: consumerGroup(service) },
        ]);
        // A replica holds at most DEFAULT_CONCURRENCY of its group's pending entries, so a target
        // per replica at or above that could never be passed, and analysis would never scale up.
        const target = Number(streams[0].metadata.pendingEntriesCount);
        expect(target).toBeGreaterThanOrEqual(1);
        expect(target).toBeLessThan(DEFAULT_CONCURRENCY);
        // Analysis must always answer.
        expect(so.spec.minReplicaCount).toBeGreaterThanOrEqual(1);
        expect(so.spec.maxReplicaCount).toBeGreaterThan(so.spec.minReplicaCount ?? 0);
        expectCpuTrigger(so);
      });

      it('scales the document worker with KEDA on the jobs waiting in the documents queue', () => {
        const so = scaledObjectFor('analysis-worker');
        // Every upload has a priority, so it waits in the prioritized set; a job handed back or
        // taken back from a crashed worker waits in the wait list.
        const keys = new QueueKeys(bullPrefix(redisPrefix())).getKeys(DOCUMENTS_QUEUE);
        const lists = so.spec.triggers.filter((t) => t.type === 'redis');
        expect(lists.map((t) => t.metadata.listName).sort()).toEqual(
          [keys.prioritized, keys.wait].sort(),
        );
        for (const t of lists) expect(Number(t.metadata.listLength)).toBeGreaterThanOrEqual(1);
        expect(so.spec.minReplicaCount).toBeGreaterThanOrEqual(1);
        expect(so.spec.maxReplicaCount).toBeGreaterThan(so.spec.minReplicaCount ?? 0);
        expectCpuTrigger(so);
      });

      it('gives KEDA the Redis address and password from keys of the rendered Secret, with TLS as REDIS_URL has it', () => {
        const auths = ofKind<TriggerAuthentication>(objects, 'TriggerAuthentication');
        const secretKeys = new Map(
          secrets.map((s) => [s.metadata.name, Object.keys(secretValues(s))]),
        );
        const redisUrl = secrets.map(secretValues).find((v) => v.REDIS_URL)?.REDIS_URL ?? '';
        const triggers = scaledObjects()
          .flatMap((so) => so.spec.triggers)
          .filter((t) => t.type.startsWith('redis'));
        expect(triggers.length).toBeGreaterThan(0);
        for (const trigger of triggers) {
          const auth = auths.find((a) => a.metadata.name === trigger.authenticationRef?.name);
          const refs = auth?.spec.secretTargetRef ?? [];
          expect(refs.map((r) => r.parameter).sort()).toEqual(['address', 'password']);
          for (const ref of refs) {
            const exists = secretKeys.get(ref.name)?.includes(ref.key) ?? false;
            expect({ ref, exists }).toEqual({ ref, exists: true });
          }
          expect(trigger.metadata.enableTLS).toBe(String(redisUrl.startsWith('rediss://')));
        }
      });
    }

    if (overlay === CPU_VARIANT) {
      it('scales with CPU HorizontalPodAutoscalers alone, without KEDA', () => {
        expect(scaledObjects()).toEqual([]);
        expect(ofKind(objects, 'TriggerAuthentication')).toEqual([]);
        expect(scaledProcesses().length).toBeGreaterThan(0);
        for (const [name] of scaledProcesses()) {
          const [hpa] = autoscalersOf(name) as Hpa[];
          expect({ name, kind: hpa?.kind, apiVersion: hpa?.apiVersion }).toEqual({
            name,
            kind: 'HorizontalPodAutoscaler',
            apiVersion: 'autoscaling/v2',
          });
          expect(hpa.spec.metrics).toEqual([
            expect.objectContaining({
              type: 'Resource',
              resource: expect.objectContaining({ name: 'cpu' }),
            }),
          ]);
        }
      });
    }

    it('gives every container resource requests and limits and liveness/readiness probes', () => {
      const healthPort = Number(configValue('HEALTH_PORT'));
      for (const deployment of deployments) {
        for (const c of deployment.spec.template.spec.containers) {
          const where = `${overlay}: ${deployment.metadata.name}/${c.name}`;
          for (const kind of ['requests', 'limits'] as const) {
            for (const resource of ['cpu', 'memory']) {
              expect({ where, [`${kind}.${resource}`]: c.resources?.[kind]?.[resource] }).toEqual({
                where,
                [`${kind}.${resource}`]: expect.any(String),
              });
            }
          }
          for (const probe of [c.livenessProbe, c.readinessProbe]) {
            expect({ where, probe }).toEqual({ where, probe: expect.any(Object) });
            if (probe?.httpGet) {
              expect({ where, port: resolvePort(c, probe.httpGet.port) }).toEqual({
                where,
                port: expect.any(Number),
              });
            }
          }
          // the health endpoints the processes serve
          const expected =
            deployment.metadata.name === GATEWAY
              ? { live: '/api/health', ready: '/api/ready', port: GATEWAY_PORT }
              : { live: '/health', ready: '/ready', port: healthPort };
          expect({
            where,
            live: c.livenessProbe?.httpGet?.path,
            ready: c.readinessProbe?.httpGet?.path,
            port: resolvePort(c, c.livenessProbe?.httpGet?.port),
          }).toEqual({ where, ...expected });
        }
      }
    });

    it('runs every container as non-root with a read-only root filesystem', () => {
      for (const deployment of deployments) {
        const pod = deployment.spec.template.spec;
        for (const c of containersOf(deployment)) {
          const sc = { ...pod.securityContext, ...c.securityContext };
          expect({
            where: `${deployment.metadata.name}/${c.name}`,
            runAsNonRoot: sc.runAsNonRoot,
            rootUser: sc.runAsUser === 0,
            readOnlyRootFilesystem: sc.readOnlyRootFilesystem,
            allowPrivilegeEscalation: sc.allowPrivilegeEscalation,
          }).toEqual({
            where: `${deployment.metadata.name}/${c.name}`,
            runAsNonRoot: true,
            rootUser: false,
            readOnlyRootFilesystem: true,
            allowPrivilegeEscalation: false,
          });
        }
      }
    });

    it('references only ConfigMap and Secret keys that exist', () => {
      const configKeys = new Map(
        configMaps.map((c) => [c.metadata.name, Object.keys(c.data ?? {})]),
      );
      const secretKeys = new Map(
        secrets.map((s) => [s.metadata.name, Object.keys(secretValues(s))]),
      );
      const problems: string[] = [];
      for (const deployment of deployments) {
        for (const c of containersOf(deployment)) {
          const where = `${deployment.metadata.name}/${c.name}`;
          const provided = new Set<string>();
          for (const source of c.envFrom ?? []) {
            const ref = source.configMapRef ?? source.secretRef;
            const keys = source.configMapRef
              ? configKeys.get(ref?.name ?? '')
              : secretKeys.get(ref?.name ?? '');
            if (!keys) problems.push(`${where}: envFrom names missing object ${ref?.name}`);
            keys?.forEach((k) => provided.add(k));
          }
          for (const env of c.env ?? []) {
            const cm = env.valueFrom?.configMapKeyRef;
            const sec = env.valueFrom?.secretKeyRef;
            const ref = cm ?? sec;
            if (ref) {
              const keys = (cm ? configKeys : secretKeys).get(ref.name);
              if (!keys?.includes(ref.key) && !ref.optional) {
                problems.push(
                  `${where}: ${env.name} -> ${cm ? 'ConfigMap' : 'Secret'} ${ref.name} key ${ref.key} does not exist`,
                );
              }
            } else if (env.value !== undefined && SECRET_NAME.test(env.name)) {
              problems.push(`${where}: ${env.name} is a literal value; take it from the Secret`);
            }
            provided.add(env.name);
          }
          const needsDatabase =
            processes.find((p) => where.startsWith(`${p.name}/`))?.usesDatabase ?? true;
          const needed = [
            ...CONFIG_KEYS,
            ...SECRET_KEYS_EVERY_PROCESS_NEEDS,
            ...(needsDatabase ? SECRET_KEYS_DATABASE_PROCESSES_NEED : []),
          ];
          for (const key of needed) {
            if (!provided.has(key)) problems.push(`${where}: does not receive ${key}`);
          }
        }
      }
      expect(problems).toEqual([]);
    });

    it('keeps secrets out of the ConfigMap and holds only placeholder secret values', () => {
      const secretKeyNames = new Set(secrets.flatMap((s) => Object.keys(secretValues(s))));
      for (const cm of configMaps) {
        for (const key of Object.keys(cm.data ?? {})) {
          expect({
            configMapKey: key,
            secretLike: SECRET_NAME.test(key) || secretKeyNames.has(key),
          }).toEqual({
            configMapKey: key,
            secretLike: false,
          });
        }
      }
      for (const secret of secrets) {
        for (const [key, value] of Object.entries(secretValues(secret))) {
          expect({ key, placeholder: value.includes(PLACEHOLDER) }).toEqual({
            key,
            placeholder: true,
          });
        }
      }
      // scan everything, with Secret data decoded so that base64 hides nothing
      const readable = objects.map((o) =>
        o.kind === 'Secret' ? { ...o, data: secretValues(o as Secret) } : o,
      );
      expect(findSecrets(JSON.stringify(readable, null, 1))).toEqual([]);
    });
  });

  describe('secret templates', () => {
    const envKeys = (): Record<string, string> =>
      Object.fromEntries(
        readFileSync(SECRET_ENV_TEMPLATE, 'utf8')
          .split('\n')
          .map((line) => line.trim())
          .filter((line) => line !== '' && !line.startsWith('#'))
          .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
      );

    it('document the same keys, every one a placeholder', () => {
      const template = parse(readFileSync(SECRET_YAML_TEMPLATE, 'utf8')) as Secret;
      expect(template.kind).toBe('Secret');
      const yamlValues = secretValues(template);
      expect(Object.keys(envKeys()).sort()).toEqual(Object.keys(yamlValues).sort());
      for (const [key, value] of [...Object.entries(envKeys()), ...Object.entries(yamlValues)]) {
        expect({ key, placeholder: value.includes(PLACEHOLDER) }).toEqual({
          key,
          placeholder: true,
        });
      }
      expect(Object.keys(yamlValues)).toEqual(
        expect.arrayContaining(SECRET_KEYS_EVERY_PROCESS_NEEDS),
      );
    });

    it("give KEDA REDIS_URL's host:port and password", () => {
      const env = envKeys();
      const url = new URL(env.REDIS_URL);
      expect(env.KEDA_REDIS_ADDRESS).toMatch(/^[^:/@\s]+:\d+$/);
      expect(env.KEDA_REDIS_ADDRESS.split(':')[1]).toBe(url.port);
      expect(env.KEDA_REDIS_PASSWORD).toBe(decodeURIComponent(url.password));
    });

    it('are not deployed as they are, and real secrets.env files are git-ignored', () => {
      const base = parse(readFileSync(join(K8S, 'base', 'kustomization.yaml'), 'utf8')) as {
        resources?: string[];
      };
      expect(base.resources ?? []).not.toContain('secret.example.yaml');
      const ignored = readFileSync(join(K8S, '.gitignore'), 'utf8')
        .split('\n')
        .map((l) => l.trim());
      expect(ignored).toContain('secrets.env');
    });
  });

  it('commits nothing that looks like a real secret in the deployment files', () => {
    const files = [
      ...filesUnder(K8S),
      ...filesUnder(join(ROOT, 'infra', 'docker')),
      ...filesUnder(join(ROOT, 'infra', 'prometheus')),
      COMPOSE_FILE,
      DOCKERIGNORE,
    ];
    const findings = files.flatMap((file) =>
      findSecrets(readFileSync(file, 'utf8')).map((f) => `${relative(ROOT, file)}: ${f}`),
    );
    expect(findings).toEqual([]);
  });

  describe('docker-compose.yml', () => {
    let services: Record<string, ComposeService>;

    beforeAll(() => {
      const compose = parse(readFileSync(COMPOSE_FILE, 'utf8'), { merge: true }) as ComposeFile;
      services = compose.services ?? {};
    });

    const dockerfileOf = (svc: ComposeService): string | undefined =>
      typeof svc.build === 'object' ? svc.build.dockerfile : undefined;

    it('runs PostgreSQL 16 and Redis 7 with health checks', () => {
      expect(services.postgres?.image).toMatch(/^postgres:16/);
      expect(services.redis?.image).toMatch(/^redis:7/);
      for (const name of ['postgres', 'redis']) {
        expect({ name, test: services[name]?.healthcheck?.test }).toEqual({
          name,
          test: expect.anything(),
        });
      }
    });

    it('runs Redis with AOF persistence written every second, and noeviction', () => {
      const command = (services.redis?.command ?? []) as string[];
      const option = (name: string) => command[command.indexOf(name) + 1];
      expect({
        appendonly: option('--appendonly'),
        appendfsync: option('--appendfsync'),
        policy: option('--maxmemory-policy'),
      }).toEqual({ appendonly: 'yes', appendfsync: 'everysec', policy: 'noeviction' });
    });

    it.each(processes.map((p) => [p.name, p] as const))(
      'has a service for process %s built from the Dockerfile, with health check and restart policy',
      (_name, proc) => {
        const svc = services[proc.name];
        expect(svc).toBeDefined();
        expect(dockerfileOf(svc)).toBe(DOCKERFILE_REL);
        expect(commandLine(svc.command)).toMatch(
          new RegExp(`^node( .*)? ${proc.entry.replace(/\./g, '\\.')}$`),
        );
        expect(svc.restart).toBe('unless-stopped');
        expect(svc.healthcheck?.disable).not.toBe(true);
        const test = commandLine(svc.healthcheck?.test);
        expect(test).toContain(proc.name === GATEWAY ? '/api/health' : '/health');
        if (proc.name !== GATEWAY) {
          const healthPort = composeEnv(svc).HEALTH_PORT;
          expect(healthPort).toBeDefined();
          expect(test).toContain(`:${String(healthPort)}/health`);
        }
        const deps = svc.depends_on;
        expect(deps && !Array.isArray(deps) ? deps : {}).toEqual(
          expect.objectContaining({
            postgres: expect.objectContaining({ condition: 'service_healthy' }),
            redis: expect.objectContaining({ condition: 'service_healthy' }),
          }),
        );
      },
    );

    it('has Prometheus scrape the gateway on its METRICS_PORT, which compose does not publish', () => {
      const metricsPort = composeEnv(services[GATEWAY]).METRICS_PORT;
      expect(Number(metricsPort)).toBeGreaterThan(0);
      const prometheus = parse(
        readFileSync(join(ROOT, 'infra', 'prometheus', 'prometheus.yml'), 'utf8'),
      ) as { scrape_configs: { dns_sd_configs?: { names: string[]; port: number }[] }[] };
      const gatewayTargets = prometheus.scrape_configs
        .flatMap((c) => c.dns_sd_configs ?? [])
        .filter((d) => d.names.includes(GATEWAY));
      expect(gatewayTargets.map((d) => d.port)).toEqual([Number(metricsPort)]);
      expect(JSON.stringify(services[GATEWAY]?.ports ?? [])).not.toContain(`:${metricsPort}`);
    });

    it('publishes the gateway on port 8080 and builds no service for an undeclared process', () => {
      expect(JSON.stringify(services[GATEWAY]?.ports ?? [])).toContain(`:${GATEWAY_PORT}`);
      const built = Object.entries(services)
        .filter(([, svc]) => dockerfileOf(svc) === DOCKERFILE_REL)
        .map(([name]) => name)
        .sort();
      expect(built).toEqual(processes.map((p) => p.name).sort());
    });

    it('keeps literal secrets out of the environment', () => {
      for (const [name, svc] of Object.entries(services)) {
        for (const [key, value] of Object.entries(composeEnv(svc))) {
          if (SECRET_NAME.test(key)) {
            expect({ service: name, key, placeholder: isPlaceholder(value) }).toEqual({
              service: name,
              key,
              placeholder: true,
            });
          }
        }
      }
    });
  });

  describe('Dockerfile', () => {
    const text = existsSync(DOCKERFILE) ? readFileSync(DOCKERFILE, 'utf8') : '';
    // instructions with line continuations joined, comments dropped
    const instructions = text
      .replace(/\\\r?\n/g, ' ')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#'));
    const stages: string[][] = [];
    for (const line of instructions) {
      if (/^FROM\s/i.test(line)) stages.push([line]);
      else stages.at(-1)?.push(line);
    }
    const runtime = stages.at(-1) ?? [];

    it('exists and is multi-stage with a slim Node 20 runtime', () => {
      expect(existsSync(DOCKERFILE)).toBe(true);
      expect(stages.length).toBeGreaterThanOrEqual(2);
      expect(runtime[0]).toMatch(/^FROM\s+node:20-bookworm-slim\b/i);
      expect(text).toMatch(/npm ci\b/);
      expect(text).toMatch(/npm run build\b/);
      expect(text).toMatch(/--omit=dev|npm prune/);
      expect(runtime.join('\n')).toMatch(/NODE_ENV=production/);
    });

    it('does not run as root', () => {
      const users = runtime.filter((line) => /^USER\s/i.test(line));
      expect(users.length).toBeGreaterThan(0);
      const user = users.at(-1)?.split(/\s+/)[1].split(':')[0];
      expect(['root', '0', undefined]).not.toContain(user);
    });

    it('runs the gateway by default, has a health check and ships every entry point and the models', () => {
      expect(runtime.join('\n')).toMatch(/^HEALTHCHECK\s/im);
      const gateway = processes.find((p) => p.name === GATEWAY);
      expect(runtime.filter((l) => /^CMD\s/i.test(l)).at(-1)).toContain(gateway?.entry);
      expect(text).toContain('services/analysis/models');
      // every process's compiled output is among the folders the image copies
      const copied = [...text.matchAll(/[\w.*/-]*\/dist\b/g)].map(
        (m) => new RegExp(`^${m[0].replace(/\./g, '\\.').replace(/\*/g, '[^/]+')}$`),
      );
      for (const proc of processes) {
        const dist = proc.entry.slice(0, proc.entry.indexOf('/dist/') + '/dist'.length);
        expect({ dist, copied: copied.some((re) => re.test(dist)) }).toEqual({
          dist,
          copied: true,
        });
      }
    });

    it('has a .dockerignore that keeps local artefacts out of the build context', () => {
      const lines = readFileSync(DOCKERIGNORE, 'utf8')
        .split('\n')
        .map((l) =>
          l
            .trim()
            .replace(/^\*\*\//, '')
            .replace(/\/$/, ''),
        );
      for (const entry of [
        'node_modules',
        'dist',
        '.git',
        '.cache',
        '.data',
        'test-results',
        'bench/results',
        'coverage',
      ]) {
        expect(lines).toContain(entry);
      }
    });
  });
});
