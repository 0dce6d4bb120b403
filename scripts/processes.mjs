// The processes of a distributed start and their entry points: every service folder with a
// src/main.ts, then the gateway. The production build and the starters share this list.
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

/** The built entry of a process, relative to the repository (present after `npm run build:prod`). */
export const builtEntry = (name) => `dist/${name}/main.js`;

/**
 * How every built process is run (the starters, the image, the tests): a young generation of at
 * most 2 MiB a half and V8's size-over-speed heuristics on the command line, one malloc arena and
 * allocations from 32 KiB on in their own mappings (returned on free) in the environment. Together
 * they take a process at rest from about 180 to about 90 MiB RSS (docs/decisions/0050).
 */
export const NODE_FLAGS = ['--max-semi-space-size=2', '--optimize-for-size'];
export const NODE_ENV_TUNING = { GLIBC_TUNABLES: 'glibc.malloc.arena_max=1:glibc.malloc.mmap_threshold=32768' };
