import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Emits sw.js with the build's id and the entry files to precache, so every build is a new
 * service worker version and the app's update prompt appears.
 */
export function serviceWorker(): Plugin {
  return {
    name: 'takt-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle)
        .filter((f) => f.type === 'chunk' && f.isEntry)
        .map((f) => `/${f.fileName}`);
      const css = Object.keys(bundle)
        .filter((name) => name.endsWith('.css'))
        .map((name) => `/${name}`);
      const precache = ['/manifest.webmanifest', '/favicon.svg', ...entry, ...css];
      const build = createHash('sha256').update(Object.keys(bundle).sort().join('\n')).digest('hex').slice(0, 12);
      const template = readFileSync(fileURLToPath(new URL('./pwa/sw.js', import.meta.url)), 'utf8');
      const source = template.replace("= '__BUILD__'", `= '${build}'`).replace('= __PRECACHE__', `= ${JSON.stringify(precache)}`);
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}
