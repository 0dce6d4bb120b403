// Runs the whole test suite against the local PostgreSQL, NATS and Redis (see .ci/run to start them)
// and ends with one plain 'N passed, N failed' line.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

execFileSync('node', ['scripts/prisma-generate.mjs'], { stdio: 'inherit' });
const report = join(mkdtempSync(join(tmpdir(), 'takt-tests-')), 'report.json');
const run = spawnSync(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
let summary = 'no test report';
try {
  const r = JSON.parse(readFileSync(report, 'utf8'));
  summary = `${r.numPassedTests} passed, ${r.numFailedTests} failed${r.numPendingTests ? `, ${r.numPendingTests} skipped` : ''}`;
} catch {
  // vitest failed before writing its report; its own output says why.
}
console.log(`\n${summary}`);
process.exit(run.status ?? 1);
