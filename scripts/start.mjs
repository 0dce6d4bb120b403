// `npm start`: everything in one process on a machine with only Node (embedded PostgreSQL,
// in-process bus and cache unless DATABASE_URL / NATS_URL / REDIS_URL are set). Runs the built
// output (dist/standalone, rebuilt first if its sources changed) after `npm run build:prod`, else
// the sources through tsx.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const run = (cmd, args) => execFileSync(cmd, args, { stdio: 'inherit' });
if (!existsSync('node_modules/.bin/tsx')) run('npm', ['ci', '--no-audit', '--no-fund']);
const built = existsSync('dist/standalone/main.js');
if (built) run('node', ['scripts/build-prod.mjs', '--if-stale', 'standalone']);
else run('node', ['scripts/prisma-generate.mjs']);
if (!existsSync('web/dist/index.html') || process.env.REBUILD_WEB === '1') run('npm', ['run', 'build', '-w', 'web']);
let commit = process.env.GIT_COMMIT;
try {
  commit ??= execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
} catch {
  commit = 'dev';
}
const [command, entry] = built ? [process.execPath, 'dist/standalone/main.js'] : ['node_modules/.bin/tsx', 'standalone/src/cli.ts'];
const child = spawn(command, [entry, ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, GIT_COMMIT: commit },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
