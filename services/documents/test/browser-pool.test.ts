import { afterAll, describe, expect, it } from 'vitest';
import { BrowserPool } from '../src/pdf/browser-pool.ts';
import { documentsSettings } from '../src/settings.ts';

// The pool against Debian's Chromium: lazy start, bounded concurrency, a dead browser replaced, closed at the end.
const pool = new BrowserPool({ executablePath: documentsSettings.parse({}).PDF_CHROMIUM_PATH, concurrency: 2, timeoutMs: 30_000 });
afterAll(() => pool.close());

const doc = (text: string) => ({ html: `<!doctype html><html><body><h1>${text}</h1></body></html>` });
const isPdf = (b: Buffer) => b.subarray(0, 5).toString('latin1') === '%PDF-';

describe('browser pool', { timeout: 90_000 }, () => {
  it('starts no browser before the first PDF, then keeps one warm', async () => {
    expect(pool.warm).toBe(false);
    expect(isPdf(await pool.pdf(doc('eins')))).toBe(true);
    expect(pool.warm).toBe(true);
  });

  it('renders many at once, at most `concurrency` pages open', async () => {
    const internals = pool as unknown as { active: number };
    let most = 0;
    const watch = setInterval(() => (most = Math.max(most, internals.active)), 1);
    const all = await Promise.all(Array.from({ length: 8 }, (_, i) => pool.pdf(doc(`Nr ${i}`))));
    clearInterval(watch);
    expect(all.every(isPdf)).toBe(true);
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(2);
  });

  it('starts a new browser when the old one died', async () => {
    // playwright hands out no process handle: closing it from outside is the same lost connection.
    const browser = await (pool as unknown as { browser: Promise<{ close(): Promise<void> }> }).browser;
    await browser.close();
    await expect.poll(() => pool.warm).toBe(false);
    expect(isPdf(await pool.pdf(doc('wieder da')))).toBe(true);
  });

  it('answers service_unavailable once closed, and when Chromium cannot start', async () => {
    const broken = new BrowserPool({ executablePath: '/nonexistent/chromium', concurrency: 1, timeoutMs: 10_000 });
    await expect(broken.pdf(doc('x'))).rejects.toMatchObject({ code: 'service_unavailable' });
    await broken.close();
    await expect(broken.pdf(doc('x'))).rejects.toMatchObject({ code: 'service_unavailable' });
  });
});
