import { randomInt } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_FLAGS, connectInfrastructure, settingsSource, type Infrastructure } from '@takt/kit';
import { eventually } from '@takt/kit/testing';

// The browser tests' one harness: the whole system (as `npm start` runs it) serving a fresh build
// of the web app, and Debian's Chromium driven by playwright-core. A test run boots both once
// (global-setup.ts with system.ts); each file connects with `connectE2E()`.

export const WEB = fileURLToPath(new URL('..', import.meta.url));
export const DIST = join(WEB, 'dist');
export const ARTIFACTS = join(WEB, 'e2e', 'artifacts');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const FLAGS = ['--headless', ...CHROMIUM_FLAGS];

/** What the one booted system hands to every browser test file (vitest `provide`/`inject`). */
export interface E2EInfo {
  baseUrl: string;
  mailbox: string;
  /** playwright's browser server: each file connects, so Chromium starts once. */
  browserWs: string;
  /** The settings (database prefix, bus namespace, …) that reach the booted system's bus and cache. */
  infraEnv: Record<string, string>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: E2EInfo;
  }
}

export interface E2E {
  browser: Browser;
  /** The system's bus and cache, e.g. to emit an event another service would publish. */
  env: Infrastructure;
  baseUrl: string;
  mailbox: string;
  /** A fresh browser context (own storage) with German or English preset. */
  /** `timezoneId`: the browser's zone (default: the machine's), e.g. a member at the studio's zone. */
  context(
    locale?: 'de' | 'en',
    init?: Record<string, string>,
    serviceWorkers?: 'allow' | 'block',
    timezoneId?: string,
  ): Promise<BrowserContext>;
  close(): Promise<void>;
}

export function e2eOn(browser: Browser, env: Infrastructure, baseUrl: string, mailbox: string, closeAll: () => Promise<void>): E2E {
  return {
    browser,
    env,
    baseUrl,
    mailbox,
    async context(locale = 'de', init = {}, serviceWorkers: 'allow' | 'block' = 'block', timezoneId?: string) {
      const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
      const ctx = await browser.newContext({
        baseURL: baseUrl,
        locale,
        viewport: { width: 1280, height: 800 },
        serviceWorkers,
        ...(timezoneId ? { timezoneId } : {}),
        extraHTTPHeaders: { 'x-forwarded-for': address },
      });
      await ctx.addInitScript(
        ([entries]) => {
          for (const [k, v] of Object.entries(entries)) if (localStorage.getItem(k) === null) localStorage.setItem(k, v);
        },
        [{ 'takt.locale': locale, ...init }] as const,
      );
      return ctx;
    },
    close: closeAll,
  };
}

/**
 * A browser test file's handle on the system booted once for the whole run (global-setup.ts).
 * Each file creates its own company, so files stay independent of each other.
 */
export async function connectE2E(): Promise<E2E> {
  const { baseUrl, mailbox, browserWs, infraEnv } = inject('e2e');
  const browser = await chromium.connect(browserWs);
  const env = await connectInfrastructure('e2e-test', settingsSource(infraEnv));
  return e2eOn(browser, env, baseUrl, mailbox, async () => {
    await browser.close().catch(() => undefined);
    // Only this file's connections: the system and its streams belong to the run (global-setup.ts).
    await env.bus.close();
    await env.cache.close();
  });
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
  // Contrast is measured on what is drawn: a snackbar fading in is half transparent and reads as
  // too pale, so the check waits (a little) for running transitions to end.
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, { timeout: 2_000 })
    .catch(() => undefined);
  // Evaluated, not added as a <script>: the app's CSP refuses inline scripts, as it should. Once
  // per document: reading axe's half a megabyte again took a third of each check.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
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
