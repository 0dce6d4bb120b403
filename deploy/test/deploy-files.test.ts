import { readFileSync } from 'node:fs';
import { GATEWAY_PORT, PRODUCTION_SETTINGS, productionSettings, SERVICE_PORTS, SETTING_NAMES } from '@takt/kit';
import { SERVICES } from '@takt/proto';
import { settingsCatalog } from '@takt/standalone';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

interface ComposeService {
  environment?: Record<string, string>;
}
const compose = parse(read('docker-compose.yml'), { merge: true }) as { services: Record<string, ComposeService> };

type K8sDoc = {
  kind: string;
  metadata: { name: string };
  data?: Record<string, string>;
  stringData?: Record<string, string>;
  spec?: unknown;
};
const k8s = (file: string) => parseAllDocuments(read(`k8s/${file}`)).map((d) => d.toJSON() as K8sDoc);
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
const PER_PROCESS = new Set(['PORT', 'HOST', 'SERVICE_ENTRY', 'GIT_COMMIT', 'WEB_ROOT']);

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
    expect(env.SERVICE_ENTRY).toBe(`services/${name}/src/main.ts`);
    for (const s of [...PRODUCTION_SETTINGS, ...productionOf(name)]) expect(env[s], `${name} ${s}`).toBeTruthy();
  });

  it('compose gives the gateway every service address and its production settings', () => {
    const env = compose.services.gateway?.environment ?? {};
    for (const s of [...PRODUCTION_SETTINGS, ...productionOf('gateway')]) expect(env[s], s).toBeTruthy();
    for (const name of SERVICES) expect(env[`${name.toUpperCase()}_URL`]).toBe(`http://${name}:${SERVICE_PORTS[name]}`);
  });

  it.each([...SERVICES, 'gateway'])('%s: k8s has a deployment with probes on its port, and a service', (name) => {
    const docs = k8s(`${name}.yaml`);
    const port = name === 'gateway' ? GATEWAY_PORT : SERVICE_PORTS[name as keyof typeof SERVICE_PORTS];
    const deployment = docs.find((d) => d.kind === 'Deployment');
    const container = (deployment?.spec as { template: { spec: { containers: Record<string, unknown>[] } } }).template.spec.containers[0]!;
    expect(container.ports).toEqual([{ containerPort: port }]);
    expect(container.readinessProbe).toMatchObject({ httpGet: { path: '/readyz', port } });
    expect(docs.find((d) => d.kind === 'Service')?.spec).toMatchObject({ ports: [{ port }] });
    const kustomization = parse(read('k8s/kustomization.yaml')) as { resources: string[] };
    expect(kustomization.resources).toContain(`${name}.yaml`);
  });

  it.each(['statistics', 'notification'])('%s scales on its own (HPA)', (name) => {
    expect(k8s(`${name}.yaml`).some((d) => d.kind === 'HorizontalPodAutoscaler' && d.metadata.name === name)).toBe(true);
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
