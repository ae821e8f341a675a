import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { freshDataDir } from '../fixtures/store/data-dir.ts';
import { forgetTrail, recordTrail } from './failure-report.ts';

export const demo = { username: 'demo', password: 'demo123', apikey: 'browser-test-key', token: 'browser-test-token' };
const root = join(import.meta.dirname, '..', '..');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`portal server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`portal server did not answer at ${url}`);
}

/** The built portal with the embedded API on a free loopback port, and a fresh headless Chromium. */
export interface Portal {
  url: string;
  context: BrowserContext;
  page: Page;
  close: () => Promise<void>;
}

export async function startPortal(env: Record<string, string> = {}): Promise<Portal> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // A data folder of its own, copied from a migrated template: no initdb per server.
  const dataDir = await freshDataDir();
  // The server as `npm start` runs it: compiled by the build that precedes the browser suite.
  const server = spawn(process.execPath, [join(root, 'dist-server', 'server', 'main.js')], {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      PORTAL_DEMO_APIKEY: demo.apikey,
      PORTAL_DEMO_TOKEN: demo.token,
      PORTAL_DATA_DIR: dataDir,
      // Tests never leave loopback: the image proxy resolves no outside name.
      PORTAL_OFFLINE: '1',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitUntilUp(url, server);
  const tmp = mkdtempSync(join(root, '.tmp-browser-'));
  const context = await chromium.launchPersistentContext(join(tmp, 'profile'), {
    executablePath: chromiumPath,
    headless: true,
    acceptDownloads: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  recordTrail(context);
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    url,
    context,
    page,
    close: async () => {
      forgetTrail(context);
      await context.close();
      const exited = new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once('exit', resolve)));
      server.kill();
      await exited;
      rmSync(tmp, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Logs in with the demo account through the login form, landing on the dashboard. */
/** Errors the page logs from now on (a failed hydration says so on the console), collected in the list returned. */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export async function login(portal: Portal): Promise<void> {
  const { page, url } = portal;
  await page.goto(`${url}/login`);
  await page.getByLabel('Username', { exact: true }).fill(demo.username);
  await page.getByLabel('Password', { exact: true }).fill(demo.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await page.waitForURL(`${url}/dashboard`);
}

/** Asks the weather of Bandung from its 'Coba' form, waiting for `answered` to show in the block. */
export async function askWeatherFromCoba(portal: Portal, answered: RegExp): Promise<void> {
  const { page, url } = portal;
  await page.goto(`${url}/dashboard/cuaca/cuaca`);
  const block = page.locator('[data-entry="cuaca"]');
  await block.getByLabel(/Kota/).fill('Bandung');
  await block.getByRole('button', { name: 'Cek', exact: true }).click();
  await block.getByText(answered).first().waitFor();
}
