/**
 * `npm run compare:reference`: the same entries in this portal's public reference, Scalar and
 * Redoc, side by side. Builds the portal, serves it signed out, hands the `/openapi.json` it
 * serves to Scalar and Redoc (from `bench/anchors`, on the bench's loopback server), and opens
 * each entry in every UI at 1366 and 390 px, light and dark: a viewport PNG in
 * `docs/screenshots/compare/`, the bytes received, first contentful paint and first usable time,
 * and what the page shows without signing in. Then the same visit on Chromium's slow 4G.
 * Writes `docs/screenshots/compare/numbers.md`. No host but 127.0.0.1 resolves; what a page
 * tried to reach elsewhere is listed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { catalogDir } from '../../src/catalog/loader.ts';
import { startAnchorsServer } from './anchors-server.ts';
import { launchBrowser, newSample, visibleAt, type Target } from './browser.ts';
import { buildPortal } from './build.ts';
import { projectRoot } from './config.ts';
import type { ProfileName } from './network.ts';
import { ensureToolPackage } from './own-package.ts';
import { startPortalServer } from './portal-process.ts';
import { table } from './report.ts';

const out = join(projectRoot, 'docs', 'screenshots', 'compare');
const widths = [{ width: 1366, height: 768 }, { width: 390, height: 844 }] as const;
const schemes = ['light', 'dark'] as const;

/** The two entries: a binary (PNG) answer and a JSON body with an image answer. */
const entries = [
  { group: 'tools', id: 'qrcode', method: 'POST', path: '/api/proxy/tools/qrcode', operationId: 'qrcode' },
  { group: 'devtools', id: 'sql-diagram', method: 'POST', path: '/api/proxy/tools/sql', operationId: 'sql-diagram' },
] as const;
type Entry = (typeof entries)[number];

interface Ui {
  name: 'portal' | 'scalar' | 'redoc';
  label: string;
  url: (entry: Entry) => string;
  /** The entry's own block, visible: the page is usable for that entry. */
  ready: (entry: Entry) => Target;
  /** Brings the entry into the viewport once ready (the explorers render every operation on one page). */
  reveal?: (page: Page, entry: Entry) => Promise<void>;
}

// Scalar names each operation's section `<doc>/tag/<tag>/<METHOD><path>` and renders the later
// ones only when reached: its hash `#tag/<tag>/<METHOD><path>` opens the page there.
const scalarSection = (entry: Entry) => `section[id$="/${entry.method}${entry.path}"]`;

/** The operation's first tag as Scalar slugs it ('Fitur Tools Developer' → 'fitur-tools-developer'). */
function tagSlug(document: OpenApi, entry: Entry): string {
  const tag = document.paths[entry.path]?.[entry.method.toLowerCase()]?.tags?.[0];
  if (!tag) throw new Error(`operasi ${entry.method} ${entry.path} tidak ada di /openapi.json`);
  return tag.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}
type OpenApi = { paths: Record<string, Record<string, { tags?: string[] }> | undefined> };

const uis = (portal: string, anchors: string, document: OpenApi): Ui[] => [
  { name: 'portal', label: 'Portal API', url: (e) => `${portal}/docs/${e.group}/${e.id}`, ready: () => ({ kind: 'selector', selector: 'h1' }) },
  {
    name: 'scalar',
    label: 'Scalar',
    url: (e) => `${anchors}/scalar-ui/portal#tag/${tagSlug(document, e)}/${e.method}${e.path}`,
    ready: (e) => ({ kind: 'selector', selector: scalarSection(e) }),
    reveal: (page, e) => page.locator(scalarSection(e)).first().evaluate((el) => el.scrollIntoView({ block: 'start' })),
  },
  {
    name: 'redoc',
    label: 'Redoc',
    url: (e) => `${anchors}/redoc-ui/portal#operation/${e.operationId}`,
    ready: (e) => ({ kind: 'selector', selector: `[data-section-id="operation/${e.operationId}"]` }),
    reveal: (page, e) => page.locator(`[data-section-id="operation/${e.operationId}"]`).first().evaluate((el) => el.scrollIntoView({ block: 'start' })),
  },
];

/**
 * What the page shows without signing in, read from its DOM once usable (case-insensitive text
 * and elements anywhere on the page, hidden tabs included: present to a reader one click away).
 */
const probes = `(() => {
  const text = document.body.innerText.toLowerCase();
  const html = document.body.innerHTML.toLowerCase();
  const links = [...document.querySelectorAll('a[href], button')].map((a) => (a.getAttribute('href') || '') + ' ' + a.textContent.toLowerCase());
  return {
    curl: html.includes('curl '),
    python: html.includes('import requests') || html.includes('http.client'),
    picture: [...document.querySelectorAll('img')].some((img) => /fixtures\\//.test(img.src)),
    download: links.some((l) => /openapi\\.(json|yaml)|download|unduh/.test(l)),
    tryIt: links.some((l) => /\\b(coba|test request|try it|send)\\b/.test(l)),
    search: [...document.querySelectorAll('input, button, [role=search]')].some((el) =>
      /search|cari|saring/i.test([el.getAttribute('type'), el.getAttribute('placeholder'), el.getAttribute('aria-label'), el.textContent].join(' '))),
  };
})()`;
type Probes = Record<'curl' | 'python' | 'picture' | 'download' | 'tryIt' | 'search', boolean>;

interface Visit {
  ui: Ui['name'];
  entry: string;
  width: number;
  scheme: (typeof schemes)[number];
  profile: ProfileName;
  usableMs: number;
  fcpMs: number | null;
  wireBytes: number;
  requests: number;
  probes: Probes;
  screenshot?: string;
}

const offLoopback = new Map<string, Set<string>>();

async function visit(browser: Browser, ui: Ui, entry: Entry, viewport: (typeof widths)[number], scheme: (typeof schemes)[number], profile: ProfileName, shoot: boolean): Promise<Visit> {
  const sample = await newSample(browser, { target: ui.ready(entry), profile });
  const { page } = sample;
  page.on('request', (request) => {
    const { hostname } = new URL(request.url());
    if (/^https?:/.test(request.url()) && hostname !== '127.0.0.1') {
      if (!offLoopback.has(ui.label)) offLoopback.set(ui.label, new Set());
      offLoopback.get(ui.label)!.add(hostname);
    }
  });
  try {
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(ui.url(entry), { timeout: 120_000 });
    const usableMs = await visibleAt(page);
    await page.waitForLoadState('networkidle', { timeout: 120_000 }).catch(() => undefined);
    const fcpMs = (await page.evaluate(`performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null`)) as number | null;
    const { bytes: wireBytes, requests } = sample.network.measure();
    const found = (await page.evaluate(probes)) as Probes;
    let screenshot: string | undefined;
    if (shoot) {
      await ui.reveal?.(page, entry);
      await page.waitForTimeout(400);
      screenshot = `${entry.id}-${ui.name}-${viewport.width}-${scheme}.png`;
      const png = await page.screenshot({ fullPage: false });
      await sharp(png).png({ palette: true, quality: 80, effort: 10, compressionLevel: 9 }).toFile(join(out, screenshot));
    }
    return { ui: ui.name, entry: entry.id, width: viewport.width, scheme, profile, usableMs, fcpMs, wireBytes, requests, probes: found, screenshot };
  } finally {
    await sample.context.close();
  }
}

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
const ms = (n: number | null) => (n === null ? '-' : n >= 1000 ? `${(n / 1000).toFixed(2)} s` : `${Math.round(n)} ms`);
const yes = (b: boolean) => (b ? 'ja' : 'tidak');
const md = (rows: string[][]) => [rows[0]!, rows[0]!.map(() => '---'), ...rows.slice(1)].map((r) => `| ${r.join(' | ')} |`).join('\n');

function report(visits: Visit[], labels: Map<string, string>): string {
  const loop = visits.filter((v) => v.profile === 'loopback');
  const pictures = entries.flatMap((entry) =>
    widths.map((w) => [
      `${entry.group}/${entry.id}, ${w.width} px`,
      ...schemes.flatMap((scheme) => ['portal', 'scalar', 'redoc'].map((ui) => `![](${loop.find((v) => v.entry === entry.id && v.width === w.width && v.scheme === scheme && v.ui === ui)?.screenshot ?? ''})`)),
    ]),
  );
  const head = ['', ...schemes.flatMap((s) => ['Portal API', 'Scalar', 'Redoc'].map((l) => `${l}, ${s === 'light' ? 'terang' : 'gelap'}`))];
  const shows = loop
    .filter((v) => v.width === 1366 && v.scheme === 'light')
    .map((v) => [`${labels.get(v.ui)} · ${v.entry}`, yes(v.probes.curl), yes(v.probes.python), yes(v.probes.picture), yes(v.probes.download), yes(v.probes.tryIt), yes(v.probes.search)]);
  const numbers = visits
    .filter((v) => v.profile === 'slow4g' || (v.width === 1366 && v.scheme === 'light'))
    .map((v) => [`${labels.get(v.ui)} · ${v.entry}`, v.profile, kib(v.wireBytes), String(v.requests), ms(v.fcpMs), ms(v.usableMs)]);
  const ratios = entries.map((e) => {
    const at = (ui: string) => visits.find((v) => v.profile === 'slow4g' && v.entry === e.id && v.ui === ui)?.usableMs;
    const [p, r] = [at('portal'), at('redoc')];
    return [`${e.group}/${e.id}`, ms(p ?? null), ms(r ?? null), p && r ? `${(p / r).toFixed(2)} ×` : '-'];
  });
  const blocked = [...offLoopback].map(([ui, hosts]) => `- ${ui}: ${[...hosts].sort().join(', ')}`);
  return `# Portal API, Scalar dan Redoc: entri yang sama

Ditulis oleh \`npm run compare:reference\` pada ${new Date().toISOString().slice(0, 10)}; jangan disunting tangan.
Penjelasan dan perbandingannya: [docs/reference.md](../../reference.md#beside-scalar-and-redoc).

## Gambar (viewport, tanpa masuk)

${md([head, ...pictures])}

## Yang tampil tanpa masuk (1366 px, dibaca dari DOM)

${md([['halaman', 'cURL', 'Python', 'gambar jawaban', 'unduhan', 'coba', 'cari'], ...shows])}

## Berat dan waktu (kunjungan pertama, cache kosong)

Byte diterima (terkompresi, header termasuk) sampai jaringan diam; FCP dari Performance API;
'siap' = blok entri itu terlihat (portal: \`<h1>\`; Scalar: bagian operasinya; Redoc: \`data-section-id\` operasinya).

${md([['halaman', 'jaringan', 'byte', 'request', 'FCP', 'siap'], ...numbers])}

Slow 4G, portal dibanding Redoc (target ≤ 0,35 ×):

${md([['entri', 'portal siap', 'Redoc siap', 'rasio'], ...ratios])}

## Diblokir (host selain 127.0.0.1)

${blocked.length ? blocked.join('\n') : 'Tidak ada: tidak satu pun halaman mencoba host lain.'}
`;
}

async function main() {
  mkdirSync(out, { recursive: true });
  const catalog = catalogDir(projectRoot);
  console.log('Build portal...');
  const { outDir } = await buildPortal('compare', catalog);
  ensureToolPackage('anchors');
  const portal = await startPortalServer(outDir, catalog, join(projectRoot, 'public', 'fixtures'));
  // The document the explorers show is the one the portal serves as its download.
  const document = (await (await fetch(`${portal.url}/openapi.json`)).json()) as OpenApi;
  const anchors = await startAnchorsServer(new Map([['portal', document]]));
  const browser = await launchBrowser();
  const visits: Visit[] = [];
  const all = uis(portal.url, anchors.url, document);
  try {
    for (const entry of entries) {
      for (const ui of all) {
        for (const viewport of widths) {
          for (const scheme of schemes) {
            const v = await visit(browser, ui, entry, viewport, scheme, 'loopback', true);
            console.log(`${ui.name} ${entry.id} ${viewport.width} ${scheme}: ${kib(v.wireBytes)}, FCP ${ms(v.fcpMs)}, siap ${ms(v.usableMs)}`);
            visits.push(v);
          }
        }
        const slow = await visit(browser, ui, entry, widths[1], 'light', 'slow4g', false);
        console.log(`${ui.name} ${entry.id} slow4g: siap ${ms(slow.usableMs)}`);
        visits.push(slow);
      }
    }
  } finally {
    await browser.close();
    await anchors.close();
    await portal.close();
  }
  const labels = new Map(all.map((u) => [u.name, u.label]));
  writeFileSync(join(out, 'numbers.md'), report(visits, labels));
  console.log(table([['halaman', 'siap (slow4g)'], ...visits.filter((v) => v.profile === 'slow4g').map((v) => [`${v.ui} ${v.entry}`, ms(v.usableMs)])]));
  console.log(`Ditulis: ${join(out, 'numbers.md')}`);
}

await main();
