import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SERVICES, type ServiceName } from '@takt/proto';

export type ProcessName = ServiceName | 'gateway';

/** Every process of a distributed start, the gateway last (it forwards to the others). */
export const PROCESS_NAMES: readonly ProcessName[] = [...SERVICES, 'gateway'];

/**
 * How a built process is run everywhere (the distributed start, the image, the tests): a young
 * generation of at most 2 MiB a half and V8's size-over-speed heuristics on the command line; one
 * malloc arena, and allocations from 32 KiB on in their own mappings (returned when freed), in the
 * environment. Together they take a process at rest from about 180 to about 90 MiB RSS
 * (docs/decisions/0050). Booking carries the rush, the product's peak: its young generation may
 * grow to 16 MiB a half, which takes about a seventh off its CPU per booking and keeps it under
 * 100 MiB at rest (decision 0078). deploy/Dockerfile repeats them; its test holds the two together.
 */
const NODE_FLAGS = ['--max-semi-space-size=2', '--optimize-for-size'] as const;
const RUSH_NODE_FLAGS = ['--max-semi-space-size=16', '--optimize-for-size'] as const;
export const nodeFlags = (name: ProcessName): readonly string[] => (name === 'booking' ? RUSH_NODE_FLAGS : NODE_FLAGS);
export const NODE_TUNING_ENV = { GLIBC_TUNABLES: 'glibc.malloc.arena_max=1:glibc.malloc.mmap_threshold=32768' } as const;

/** The TypeScript entry of a process, relative to the repository. */
export const sourceEntry = (name: ProcessName) => (name === 'gateway' ? 'gateway/src/main.ts' : `services/${name}/src/main.ts`);
/** The entry `npm run build:prod` writes, relative to the repository. */
export const builtEntry = (name: ProcessName) => `dist/${name}/main.js`;

/**
 * The command that starts `name` from the repository at `root`: the built output with plain node
 * when `npm run build:prod` wrote it, else the TypeScript entry through tsx.
 */
export function processCommand(root: string, name: ProcessName): { command: string; args: string[]; env: Record<string, string> } {
  const built = join(root, builtEntry(name));
  if (existsSync(built)) return { command: process.execPath, args: [...nodeFlags(name), built], env: { ...NODE_TUNING_ENV } };
  return { command: join(root, 'node_modules', '.bin', 'tsx'), args: [join(root, sourceEntry(name))], env: {} };
}
