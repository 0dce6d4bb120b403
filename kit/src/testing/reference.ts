import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Path inside the repository's `reference/` folder: public standards test vectors kept in the
 * repository so a fresh clone tests against them without anything beside it.
 */
export function referencePath(...parts: string[]): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 8; i++) {
    if (existsSync(join(dir, 'package-lock.json'))) return join(dir, 'reference', ...parts);
    dir = resolve(dir, '..');
  }
  throw new Error('repository root (package-lock.json) not found above kit/src/testing');
}
