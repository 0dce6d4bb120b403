import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { createTestEnv, eventually, type TestEnv } from '@takt/kit/testing';
import { bootSystem, type System } from '@takt/standalone';

// The browser tests' one harness: the whole system in this process (as `npm start` runs it)
// serving a fresh build of the web app, and Debian's Chromium driven by playwright-core.

const WEB = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(WEB, 'dist');
export const ARTIFACTS = join(WEB, 'e2e', 'artifacts');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

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

export interface E2E {
  system: System;
  env: TestEnv;
  browser: Browser;
  baseUrl: string;
  mailbox: string;
  /** A fresh browser context (own storage) with German or English preset. */
  context(locale?: 'de' | 'en', init?: Record<string, string>, serviceWorkers?: 'allow' | 'block'): Promise<BrowserContext>;
  close(): Promise<void>;
}

export async function startE2E(name: string): Promise<E2E> {
  ensureWebBuild();
  const mailbox = mkdtempSync(join(tmpdir(), 'takt-e2e-mail-'));
  process.env.MAILBOX_DIR = mailbox;
  const env = await createTestEnv(`web-${name}`);
  const system = await bootSystem(env, { webRoot: DIST });
  // playwright gives every launch a fresh temporary user-data dir of its own.
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
  mkdirSync(ARTIFACTS, { recursive: true });
  return {
    system,
    env,
    browser,
    baseUrl: system.gatewayUrl,
    mailbox,
    async context(locale = 'de', init = {}, serviceWorkers: 'allow' | 'block' = 'block') {
      const ctx = await browser.newContext({ baseURL: system.gatewayUrl, locale, viewport: { width: 1280, height: 800 }, serviceWorkers });
      await ctx.addInitScript(
        ([entries]) => {
          for (const [k, v] of Object.entries(entries)) if (localStorage.getItem(k) === null) localStorage.setItem(k, v);
        },
        [{ 'takt.locale': locale, ...init }] as const,
      );
      return ctx;
    },
    async close() {
      await browser.close().catch(() => undefined);
      await system.close();
      await env.dispose();
      rmSync(mailbox, { recursive: true, force: true });
    },
  };
}

/** The newest mail to an address in the dev mailbox, waiting until it arrives. */
export async function mailTo(mailbox: string, to: string, subject?: RegExp): Promise<{ subject: string; text: string }> {
  return eventually(
    async () => {
      const mails = readdirSync(mailbox)
        .filter((f) => f.endsWith('.json'))
        .map((f) => JSON.parse(readFileSync(join(mailbox, f), 'utf8')) as { to: string; subject: string; text: string; createdAt: string })
        .filter((m) => m.to === to && (!subject || subject.test(m.subject)))
        .sort((x, y) => x.createdAt.localeCompare(y.createdAt));
      return mails.at(-1);
    },
    15_000,
    `mail to ${to}`,
  );
}

/** The app-relative link in a mail ("/confirm-email?…", "/reset-password?key=…"). */
export function linkIn(text: string, path: string): string {
  const m = new RegExp(`(${path.replace(/[/?]/g, '\\$&')}[^\\s)"']*)`).exec(text);
  if (!m?.[1]) throw new Error(`no ${path} link in mail: ${text}`);
  return m[1].replace(/^https?:\/\/[^/]+/, '');
}

const require = createRequire(import.meta.url);
const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core in the page: the serious and critical violations (rule id and first target). */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  // Evaluated, not added as a <script>: the app's CSP refuses inline scripts, as it should.
  await page.evaluate(AXE);
  const result = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(ctx: Document, o: object): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`);
}

/** A screenshot of the page as an artifact (gitignored), named per screen and language. */
export async function screenshot(page: Page, name: string, locale: 'de' | 'en'): Promise<void> {
  await page.screenshot({ path: join(ARTIFACTS, `${name}.${locale}.png`), fullPage: true });
}
