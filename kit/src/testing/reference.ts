import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Finds shared/reference beside the checkout (CI clones main with shared/ next to it). */
export function referencePath(...parts: string[]): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 8; i++) {
    const candidate = join(dir, 'shared', 'reference');
    if (existsSync(candidate)) return join(candidate, ...parts);
    dir = resolve(dir, '..');
  }
  throw new Error('shared/reference not found beside the repository');
}
