import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { benchConfig } from './config.ts';
import { watchNetwork, type ProfileName } from './network.ts';

/**
 * The flags tests/browser/harness.ts uses with Debian's chromium, and no host but loopback resolves:
 * nothing leaves the machine. (Playwright's request interception would do it too, but it switches
 * the HTTP cache off, and the repeat visit measures that cache.)
 */
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: benchConfig.chromiumPath, headless: true, args: chromiumArgs });
}

/** What a page shows when it is ready to measure; checked on every animation frame from navigation on. */
export type Target =
  /** The 'Coba' button of an entry's documentation block. */
  | { kind: 'coba'; entryId: string }
  /** The first element matching a CSS selector. */
  | { kind: 'selector'; selector: string }
  /** The submit button of an entry's open 'Coba' form, enabled (a deep link opens the form). */
  | { kind: 'form'; entryId: string };

/**
 * Runs in the page before its own scripts: marks the first frame the target is visible, on the
 * page's own clock. Page code is kept as text: tsx would wrap a function's inner helpers in
 * `__name(...)`, which the page does not have.
 */
export const pageHelpers = `
window.__benchVisible = (el) => {
  if (!el) return false;
  const box = el.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
};
window.__benchCoba = (entryId) => {
  const card = document.getElementById('entry-' + entryId);
  return card ? Array.from(card.querySelectorAll('button')).find((b) => b.textContent.trim() === 'Coba') : null;
};
window.__benchSubmit = (entryId) => {
  const submit = document.querySelector('#entry-' + entryId + ' form button[type=submit]');
  return submit && !submit.disabled ? submit : null;
};
// The next frame; gives up 20 s after \`since\` so a page that never gets there fails the sample.
window.__benchFrame = (since) => new Promise((resolve, reject) => {
  if (performance.now() - since > 20000) reject(new Error('batas waktu 20 s di halaman'));
  else requestAnimationFrame(() => resolve());
});
`;

function watchScript(target: Target): string {
  const find =
    target.kind === 'selector'
      ? `document.querySelector(${JSON.stringify(target.selector)})`
      : target.kind === 'form'
        ? `window.__benchSubmit(${JSON.stringify(target.entryId)})`
        : `window.__benchCoba(${JSON.stringify(target.entryId)})`;
  return `${pageHelpers}
(() => {
  const tick = () => {
    if (window.__benchVisible(${find})) window.__benchVisibleAt = performance.now();
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;
}

export interface Loaded {
  url: string;
  raw: number;
  gzip: number;
}

const gzipCache = new Map<string, number>();

/** Collects every script and stylesheet a page loads, with raw and gzip (level 9) sizes. */
export function collectAssets(page: Page): () => Promise<Loaded[]> {
  const pending: Promise<Loaded | null>[] = [];
  page.on('response', (response) => {
    const request = response.request();
    const path = new URL(response.url()).pathname;
    const isAsset = ['script', 'stylesheet'].includes(request.resourceType()) || /\.(m?js|css)$/.test(path);
    if (!isAsset || response.status() !== 200) return;
    pending.push(
      response.body().then(
        (body) => {
          const key = `${body.length}:${response.url()}`;
          if (!gzipCache.has(key)) gzipCache.set(key, gzipSync(body, { level: 9 }).length);
          return { url: response.url(), raw: body.length, gzip: gzipCache.get(key)! };
        },
        () => null,
      ),
    );
  });
  return async () => {
    const all = (await Promise.all(pending)).filter((x): x is Loaded => x !== null);
    // A chunk asked for twice (preload, then import) is one download.
    return [...new Map(all.map((a) => [a.url, a])).values()];
  };
}

export interface Sample {
  context: BrowserContext;
  page: Page;
  assets: () => Promise<Loaded[]>;
  network: Awaited<ReturnType<typeof watchNetwork>>;
}

/**
 * A fresh context (empty cache, as a first visit) on the network profile given, with the demo
 * session already in localStorage when `session` is given, and `target` watched from navigation on.
 */
export async function newSample(
  browser: Browser,
  options: { target?: Target; session?: { origin: string; apikey: string; token: string }; profile?: ProfileName },
): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  if (options.session) {
    const { origin, apikey, token } = options.session;
    await context.addInitScript({
      content: `if (location.origin === ${JSON.stringify(origin)}) {
  localStorage.setItem('userApiKey', ${JSON.stringify(apikey)});
  localStorage.setItem('userToken', ${JSON.stringify(token)});
}`,
    });
  }
  await context.addInitScript({ content: options.target ? watchScript(options.target) : pageHelpers });
  const page = await context.newPage();
  const network = await watchNetwork(page, options.profile ?? 'loopback');
  return { context, page, assets: collectAssets(page), network };
}

/** Waits for the watched target; the navigation-to-visible time in ms, on the page's own clock. */
export async function visibleAt(page: Page): Promise<number> {
  // Polled from here: waitForFunction with page code as text needs eval, which the portal's CSP forbids.
  const deadline = Date.now() + benchConfig.timeoutMs;
  for (;;) {
    const at = (await page.evaluate('window.__benchVisibleAt')) as number | undefined;
    if (at !== undefined) return at;
    if (Date.now() > deadline) throw new Error(`tidak terlihat dalam ${benchConfig.timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export function sum(assets: Loaded[]): { raw: number; gzip: number; files: number } {
  return assets.reduce((t, a) => ({ raw: t.raw + a.raw, gzip: t.gzip + a.gzip, files: t.files + 1 }), { raw: 0, gzip: 0, files: 0 });
}
