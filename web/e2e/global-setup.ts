import type { TestProject } from 'vitest/node';
import { bootE2E, launchBrowserServer } from './system.ts';

// One system and one Chromium for all browser test files of a run: booting them per file cost
// about half a minute each.
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const system = await bootE2E('e2e');
  const browser = await launchBrowserServer().catch(async (err: unknown) => {
    await system.close();
    throw err;
  });
  project.provide('e2e', { baseUrl: system.baseUrl, mailbox: system.mailbox, browserWs: browser.wsEndpoint(), infraEnv: system.infraEnv });
  return async () => {
    await browser.close().catch(() => undefined);
    await system.close();
  };
}
