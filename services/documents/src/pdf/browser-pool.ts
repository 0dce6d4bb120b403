import { CHROMIUM_FLAGS, fail, within } from '@takt/kit';
import { ErrorCode } from '@takt/proto';
import type { Browser, BrowserContext, Page } from 'playwright-core';

// A container's /dev/shm is small: Chromium's shared memory goes to /tmp instead.
const FLAGS = [...CHROMIUM_FLAGS, '--disable-dev-shm-usage'];

export interface PoolOptions {
  executablePath: string;
  /** PDFs rendered at once; the rest wait in line. */
  concurrency: number;
  /** Longest time one render may take, waiting included. */
  timeoutMs: number;
}

export interface PdfPage {
  html: string;
  /** Header/footer are drawn by the template itself; only the paper is chosen here. */
  landscape?: boolean;
}

/**
 * One Chromium kept warm for every PDF of the process: started on the first render (a cold start
 * costs seconds, a warm page tens of milliseconds), started again when it has died, at most
 * `concurrency` pages at once, closed with the service.
 */
export class BrowserPool {
  private browser: Promise<Browser> | undefined;
  private active = 0;
  private context: BrowserContext | undefined;
  private readonly idle: Page[] = [];
  private readonly waiting: (() => void)[] = [];
  private closed = false;

  constructor(private readonly opts: PoolOptions) {}

  async pdf(page: PdfPage): Promise<Buffer> {
    if (this.closed) throw fail(ErrorCode.ServiceUnavailable, 'The PDF renderer is shutting down');
    return within(
      this.withSlot(() => this.render(page)),
      this.opts.timeoutMs,
      () => fail(ErrorCode.ServiceUnavailable, 'The PDF took too long; please try again'),
    );
  }

  /** Whether a browser is up (for tests and metrics); never starts one. */
  get warm(): boolean {
    return this.browser !== undefined;
  }

  async close(): Promise<void> {
    this.closed = true;
    const browser = this.browser;
    this.browser = undefined;
    this.idle.length = 0;
    await browser?.then((b) => b.close()).catch(() => undefined);
  }

  private async render(page: PdfPage): Promise<Buffer> {
    const tab = await this.idleTab();
    try {
      // Templates are self-contained (inline styles, data: images): nothing to fetch, no network wait.
      await tab.setContent(page.html, { waitUntil: 'load' });
      const pdf = await tab.pdf({ format: 'A4', landscape: page.landscape ?? false, printBackground: true, preferCSSPageSize: true });
      this.idle.push(tab);
      return pdf;
    } catch (e) {
      await tab.close().catch(() => undefined);
      throw e;
    }
  }

  /**
   * A warm tab (opening one costs hundreds of milliseconds under load, reusing one nothing): each
   * slot reuses a tab of one context without JavaScript, so no page can leave state for the next
   * (setContent replaces the whole document; templates have no scripts, storage or network).
   */
  private async idleTab(): Promise<Page> {
    const browser = await this.launched();
    while (this.idle.length) {
      const tab = this.idle.pop()!;
      if (!tab.isClosed() && tab.context().browser() === browser) return tab;
    }
    if (!this.context || this.context.browser() !== browser) this.context = await browser.newContext({ javaScriptEnabled: false });
    return this.context.newPage();
  }

  private launched(): Promise<Browser> {
    if (!this.browser) {
      const start = this.launch();
      this.browser = start;
      start.catch(() => {
        if (this.browser === start) this.browser = undefined;
      });
    }
    return this.browser;
  }

  // playwright gives each launch a fresh temporary profile and removes it on close.
  private async launch(): Promise<Browser> {
    let browser: Browser;
    try {
      // Loaded with the first PDF: a documents process that never prints does not hold the driver.
      const { chromium } = await import('playwright-core');
      browser = await chromium.launch({ executablePath: this.opts.executablePath, headless: true, args: FLAGS });
    } catch {
      throw fail(ErrorCode.ServiceUnavailable, 'The PDF renderer could not start');
    }
    // A crashed or killed browser is forgotten, so the next PDF starts a fresh one.
    browser.on('disconnected', () => {
      if (this.browser)
        void this.browser.then(
          (b) => b === browser && (this.browser = undefined),
          () => undefined,
        );
    });
    if (this.closed) {
      await browser.close();
      throw fail(ErrorCode.ServiceUnavailable, 'The PDF renderer is shutting down');
    }
    return browser;
  }

  private async withSlot<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.opts.concurrency) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active++;
    try {
      return await work();
    } finally {
      this.active--;
      this.waiting.shift()?.();
    }
  }
}
