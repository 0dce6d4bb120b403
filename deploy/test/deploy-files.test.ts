import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GATEWAY_PORT, PRODUCTION_SETTINGS, productionSettings, SERVICE_PORTS, SETTING_NAMES } from '@takt/kit';
import { SERVICES } from '@takt/proto';
import { nodeFlags, NODE_TUNING_ENV, PROCESS_NAMES, settingsCatalog } from '@takt/standalone';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

interface ComposeService {
  image?: string;
  build?: { dockerfile: string; args?: Record<string, string> };
  environment?: Record<string, string>;
}
const compose = parse(read('docker-compose.yml'), { merge: true }) as { services: Record<string, ComposeService> };

type K8sDoc = {
  kind: string;
  metadata: { name: string; namespace?: string };
  data?: Record<string, string>;
  stringData?: Record<string, string>;
  spec?: unknown;
};
const k8s = (file: string) => parseAllDocuments(read(`k8s/${file}`)).map((d) => d.toJSON() as K8sDoc);

interface DeploymentSpec {
  selector: { matchLabels: Record<string, string> };
  template: {
    metadata: { labels: Record<string, string> };
    spec: {
      containers: {
        image: string;
        ports: unknown;
        env: { name: string; value: string }[];
        envFrom: unknown;
        readinessProbe: unknown;
        livenessProbe: unknown;
        resources: unknown;
      }[];
    };
  };
}

/** `kubectl kustomize k8s`, where kubectl is installed (it is on the development and CI machines). */
const rendered = (() => {
  try {
    const out = execFileSync('kubectl', ['kustomize', fileURLToPath(new URL('k8s', root))], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return parseAllDocuments(out).map((d) => d.toJSON() as K8sDoc);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
})();
const config = k8s('config.yaml');
const k8sSettings = new Set(config.flatMap((d) => Object.keys(d.data ?? d.stringData ?? {})));

// The deployed processes' settings, from their schemas (the one-process start's own are not deployed).
const deployed = settingsCatalog().filter((c) => !c.process.startsWith('one-process'));
const settingsOfCode = new Set(deployed.flatMap((c) => Object.keys(c.schema.shape)));
const productionOf = (process: string): string[] => {
  const schema = deployed.find((c) => c.process === process)?.schema;
  return schema ? productionSettings(schema) : [];
};
// Set per process by the deploy files themselves (entry, port, host) or build metadata.
const PER_PROCESS = new Set(['PORT', 'HOST', 'GIT_COMMIT', 'WEB_ROOT']);

describe('deploy files name every service, port and setting the code reads', () => {
  it('k8s config carries every setting the code reads', () => {
    const read = [...settingsOfCode, ...SETTING_NAMES].filter((s) => !PER_PROCESS.has(s) && !s.startsWith('TEST_') && !s.endsWith('_PORT'));
    const services = SERVICES.map((s) => `${s.toUpperCase()}_URL`);
    for (const s of read)
      if (!services.includes(s) && !['NODE_ENV', 'HOST', 'BUS_NAMESPACE'].includes(s)) expect(k8sSettings.has(s), s).toBe(true);
  });

  it.each(SERVICES)('%s: entry point takes its default port from the one port table', (name) => {
    const main = read(`services/${name}/src/main.ts`);
    expect(main).toContain(`runServiceProcess(${name}Service)`);
    expect(main).not.toMatch(/\d{4}/);
  });

  it.each(SERVICES)('%s: compose runs it with its port and the production settings', (name) => {
    const env = compose.services[name]?.environment ?? {};
    expect(env.PORT).toBe(String(SERVICE_PORTS[name]));
    expect(compose.services[name]?.image).toBe(`takt/${name}:latest`);
    expect(compose.services[name]?.build).toMatchObject({ dockerfile: 'deploy/Dockerfile', args: { PROCESS: name } });
    for (const s of [...PRODUCTION_SETTINGS, ...productionOf(name)]) expect(env[s], `${name} ${s}`).toBeTruthy();
  });

  it('compose gives the gateway every service address and its production settings', () => {
    const env = compose.services.gateway?.environment ?? {};
    for (const s of [...PRODUCTION_SETTINGS, ...productionOf('gateway')]) expect(env[s], s).toBeTruthy();
    expect(compose.services.gateway?.build).toMatchObject({ dockerfile: 'deploy/Dockerfile', args: { PROCESS: 'gateway' } });
    for (const name of SERVICES) expect(env[`${name.toUpperCase()}_URL`]).toBe(`http://${name}:${SERVICE_PORTS[name]}`);
  });

  // The cluster as `kubectl apply -k k8s` would create it: one base, named per process.
  it.runIf(rendered)('k8s renders a deployment, service and disruption budget per process on its port, probes on /readyz', () => {
    const docs = rendered!;
    const named = (kind: string, name: string) => docs.find((d) => d.kind === kind && d.metadata.name === name);
    for (const name of [...SERVICES, 'gateway'] as const) {
      const port = name === 'gateway' ? GATEWAY_PORT : SERVICE_PORTS[name];
      const deployment = named('Deployment', name) as (K8sDoc & { spec: DeploymentSpec }) | undefined;
      expect(deployment, name).toBeDefined();
      const { template, selector } = deployment!.spec;
      const container = template.spec.containers[0]!;
      expect(selector.matchLabels.app, name).toBe(name);
      expect(template.metadata.labels.app, name).toBe(name);
      expect(container.ports, name).toEqual([{ name: 'http', containerPort: port }]);
      const env = Object.fromEntries(container.env.map((e) => [e.name, e.value]));
      expect(env, name).toMatchObject({ PORT: String(port) });
      expect(container.image, name).toBe(`takt/${name}`);
      expect(container.envFrom, name).toEqual([{ configMapRef: { name: 'takt-config' } }, { secretRef: { name: 'takt-secrets' } }]);
      expect(container.readinessProbe, name).toMatchObject({ httpGet: { path: '/readyz', port: 'http' } });
      expect(container.livenessProbe, name).toMatchObject({ httpGet: { path: '/healthz', port: 'http' } });
      // Sized from the memory benchmark: a process rests under 100 MiB and stays near 110 after a rush;
      // documents runs Chromium for PDFs beside node (k8s/processes/documents, docs/runbook.md).
      const memory = name === 'documents' ? { requests: '768Mi', limits: '2Gi' } : { requests: '128Mi', limits: '256Mi' };
      expect(container.resources, name).toMatchObject({ requests: { memory: memory.requests }, limits: { memory: memory.limits } });
      expect(named('Service', name)?.spec, name).toMatchObject({ selector: { app: name }, ports: [{ port, targetPort: 'http' }] });
      expect(named('PodDisruptionBudget', name)?.spec, name).toMatchObject({ minAvailable: 1, selector: { matchLabels: { app: name } } });
      expect(
        docs.filter((d) => d.metadata.namespace !== 'takt' && d.kind !== 'Namespace'),
        'namespaced',
      ).toEqual([]);
    }
    // Peaks land on booking (a rush), the gateway in front, and the two event-heavy consumers.
    const scaled = docs.filter((d) => d.kind === 'HorizontalPodAutoscaler');
    expect(scaled.map((d) => d.metadata.name).sort()).toEqual(['booking', 'gateway', 'notification', 'statistics']);
    for (const hpa of scaled) expect((hpa.spec as { scaleTargetRef: { name: string } }).scaleTargetRef.name).toBe(hpa.metadata.name);
    // The local ConfigMaps that name each process never reach the cluster.
    expect(docs.filter((d) => d.kind === 'ConfigMap').map((d) => d.metadata.name)).toEqual(['takt-config']);
  });

  it('k8s config carries every production setting of every process and every service address', () => {
    for (const s of [...PRODUCTION_SETTINGS, ...deployed.flatMap((c) => productionSettings(c.schema))])
      expect(k8sSettings.has(s), s).toBe(true);
    for (const name of SERVICES) expect(k8sSettings.has(`${name.toUpperCase()}_URL`)).toBe(true);
    const known = new Set<string>([...SETTING_NAMES, ...settingsOfCode]);
    for (const s of k8sSettings)
      if (!s.endsWith('_URL') || ['DATABASE_URL', 'NATS_URL', 'REDIS_URL'].includes(s)) expect(known.has(s), s).toBe(true);
  });
});

describe('one image per process from deploy/Dockerfile', () => {
  const dockerfile = read('deploy/Dockerfile');
  const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));

  it('builds the process PROCESS names and keeps only its dist folder', () => {
    expect(dockerfile).toMatch(/^ARG PROCESS=gateway$/m);
    expect(dockerfile).toContain('RUN node scripts/build-prod.mjs "$PROCESS"');
    expect(runtime).toContain('COPY --from=build --chown=node:node /app/dist/${PROCESS} /app');
    expect(runtime.match(/^COPY /gm)).toHaveLength(1);
  });

  it('runs as the non-root node user, checked on /readyz', () => {
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^HEALTHCHECK .*\n?.*\/readyz/m);
  });

  it('runs node with the flags and malloc tuning every built start uses', () => {
    // The image's own shell line, run for every process, writes the flags nodeFlags names; as root, before USER node.
    const line = runtime.split('\n').find((l) => l.startsWith('RUN ') && l.endsWith('> /app/node-flags'))!;
    expect(runtime.indexOf(line)).toBeLessThan(runtime.indexOf('\nUSER node'));
    const dir = mkdtempSync(join(tmpdir(), 'node-flags-'));
    for (const name of PROCESS_NAMES) {
      execFileSync('sh', ['-c', line.slice('RUN '.length).replace('/app/node-flags', join(dir, 'node-flags'))], { env: { PROCESS: name } });
      expect(readFileSync(join(dir, 'node-flags'), 'utf8').trim(), name).toBe(nodeFlags(name).join(' '));
    }
    expect(runtime).toContain('CMD ["sh", "-c", "exec node $(cat node-flags) main.js"]');
    for (const [name, value] of Object.entries(NODE_TUNING_ENV)) expect(runtime).toMatch(new RegExp(`^ENV ${name}=${value}$`, 'm'));
  });

  it('the build bundles the processes the starters run', async () => {
    const { PROCESSES } = (await import(new URL('scripts/processes.mjs', root).href)) as { PROCESSES: string[] };
    expect([...PROCESSES].sort()).toEqual([...PROCESS_NAMES].sort());
  });
});
