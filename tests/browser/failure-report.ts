import { afterEach } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';

/** The last things a browser saw, kept per context so a failed test can say where the page was. */
const trails = new Map<BrowserContext, { started: number; lines: string[] }>();
const keep = 40;

/**
 * Records what a context's pages did: navigations, failed or refused requests, console errors and
 * uncaught exceptions. A timeout such as "waiting for the Logout button" says nothing of whether
 * the page was still loading, showed an outage or had been sent to the login page; this does.
 */
export function recordTrail(context: BrowserContext): void {
  const trail = { started: Date.now(), lines: [] as string[] };
  trails.set(context, trail);
  const note = (line: string) => {
    trail.lines.push(`+${((Date.now() - trail.started) / 1000).toFixed(1)}s ${line}`);
    if (trail.lines.length > keep) trail.lines.shift();
  };
  const watch = (page: Page) => {
    page.on('framenavigated', (frame) => frame === page.mainFrame() && note(`→ ${frame.url()}`));
    page.on('response', (res) => res.status() >= 400 && note(`${res.status()} ${res.request().method()} ${res.url()}`));
    page.on('requestfailed', (req) => note(`gagal ${req.method()} ${req.url()}: ${req.failure()?.errorText ?? ''}`));
    page.on('console', (msg) => msg.type() === 'error' && note(`console: ${msg.text()}`));
    page.on('pageerror', (error) => note(`pageerror: ${error.message}`));
  };
  context.pages().forEach(watch);
  context.on('page', watch);
}

export function forgetTrail(context: BrowserContext): void {
  trails.delete(context);
}

/** Where each open page was and what led there, printed once a test has failed. */
async function report(): Promise<string> {
  const parts: string[] = [];
  for (const [context, trail] of trails) {
    for (const page of context.pages()) {
      const tree = await page
        .locator('body')
        .ariaSnapshot({ timeout: 2_000 })
        .catch((error: unknown) => `(tidak terbaca: ${String(error)})`);
      parts.push(`halaman ${page.url()}\n${tree.slice(0, 3_000)}`);
    }
    parts.push(`jejak:\n${trail.lines.join('\n')}`);
  }
  return parts.join('\n');
}

// Registered once per test file (each runs in its own process) by importing the harness.
afterEach(async (t) => {
  // Node 20.20 sets `passed` on the context by the time afterEach runs; its types (20.19) do not list it yet.
  const { passed } = t as { passed?: boolean };
  if (passed !== false || trails.size === 0) return;
  console.error(`--- keadaan browser setelah "${t.name}" gagal ---\n${await report()}`);
});
