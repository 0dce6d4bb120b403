import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import type { Infrastructure } from '@takt/kit';
import { createTestEnv } from '@takt/kit/testing';
import { bootSystem } from '@takt/standalone';
import { ARTIFACTS, CHROMIUM, DIST, e2eOn, FLAGS, WEB, type E2E } from './harness.ts';

// Boots what the browser tests drive: kept apart from harness.ts so the test files, which only
// connect, do not load the whole system.

function newestMtime(dir: string): number {
  let newest = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const s = statSync(path);
    newest = Math.max(newest, s.isDirectory() ? newestMtime(path) : s.mtimeMs);
  }
  return newest;
}

/** Builds the web app when a source is newer than the last build (a second run costs nothing). */
export function ensureWebBuild(): void {
  const built = existsSync(join(DIST, 'index.html')) ? statSync(join(DIST, 'index.html')).mtimeMs : 0;
  const sources = Math.max(
    newestMtime(join(WEB, 'src')),
    newestMtime(join(WEB, 'public')),
    newestMtime(join(WEB, 'pwa')),
    ...['index.html', 'vite.config.ts', 'vite.pwa.ts', 'vite.compress.ts'].map((f) => statSync(join(WEB, f)).mtimeMs),
  );
  if (sources > built) execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: WEB, stdio: 'inherit' });
}

export interface BootedSystem {
  baseUrl: string;
  mailbox: string;
  env: Infrastructure;
  /** What another process needs to reach the same bus, cache and databases (see `connectE2E`). */
  infraEnv: Record<string, string>;
  close(): Promise<void>;
}

/** The whole system in this process serving a fresh build of the web app; `settings` are passed at start. */
export async function bootE2E(name: string, settings: Record<string, string> = {}): Promise<BootedSystem> {
  ensureWebBuild();
  const mailbox = mkdtempSync(join(tmpdir(), 'takt-e2e-mail-'));
  // Every browser context sends its own X-Forwarded-For (harness.ts `e2eOn`), so the files sharing this
  // gateway do not share one address's sign-in limit — as users on their own devices would not.
  const env = await createTestEnv(`web-${name}`, { ...settings, TRUSTED_PROXIES: '127.0.0.1', MAILBOX_DIR: mailbox });
  const system = await bootSystem(env, { webRoot: DIST });
  mkdirSync(ARTIFACTS, { recursive: true });
  const { DATABASE_URL, DATABASE_PREFIX, BUS_NAMESPACE, NATS_URL = '', REDIS_URL = '' } = env.config;
  return {
    baseUrl: system.gatewayUrl,
    mailbox,
    env,
    infraEnv: { DATABASE_URL, DATABASE_PREFIX, BUS_NAMESPACE, NATS_URL, REDIS_URL },
    async close() {
      await system.close();
      await env.dispose();
      rmSync(mailbox, { recursive: true, force: true });
    },
  };
}

/** Chromium as a server that the test files connect to (they run in other processes). */
export async function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: CHROMIUM, args: FLAGS, headless: true });
}

/** A system and a browser of its own: for scripts outside the test run (bench) and a test needing other settings. */
export async function startE2E(name: string, settings: Record<string, string> = {}): Promise<E2E> {
  const booted = await bootE2E(name, settings);
  // playwright gives every launch a fresh temporary user-data dir of its own.
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
  return e2eOn(browser, booted.env, booted.baseUrl, booted.mailbox, async () => {
    await browser.close().catch(() => undefined);
    await booted.close();
  });
}
