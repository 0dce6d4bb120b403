// The processes the production build bundles: every service folder with a src/main.ts, then the
// gateway (standalone/src/processes.ts names the same ones from proto; its test holds them together).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

export const PROCESSES = [
  ...readdirSync(join(root, 'services'))
    .filter((name) => existsSync(join(root, 'services', name, 'src', 'main.ts')))
    .sort(),
  'gateway',
];

/** The TypeScript entry of a process, relative to the repository. */
export const processEntry = (name) => (name === 'gateway' ? 'gateway/src/main.ts' : `services/${name}/src/main.ts`);

/** The built entry of a target, relative to the repository (present after `npm run build:prod`). */
export const builtEntry = (name) => `dist/${name}/main.js`;
