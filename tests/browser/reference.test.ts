import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { chromium } from 'playwright-core';
import { catalogDir, loadCatalog } from '../../src/catalog/loader.ts';
import { referenceIndex, referencePath } from '../../src/catalog/reference.ts';
import { blocking, scan, type Finding } from './axe-states.ts';
import { demo, pageErrors, startPortal, type Portal } from './harness.ts';
import { layoutProblems } from './layout-check.ts';

const published = referenceIndex(loadCatalog(catalogDir(`${import.meta.dirname}/../..`)).catalog);

describe('dokumentasi publik /docs', () => {
  let portal: Portal;
  /** Errors the page logged (a failed hydration says so on the console). */
  let consoleErrors: string[] = [];
  before(async () => {
    portal = await startPortal();
    portal.context.setDefaultTimeout(15_000);
    consoleErrors = pageErrors(portal.page);
  });
  after(async () => portal?.close());

  it('HTML mentah /docs/tools/qrcode (tanpa skrip) memuat judul, POST, path, colorDark, dan tag kepala', async () => {
    const res = await fetch(`${portal.url}/docs/tools/qrcode`);
    assert.equal(res.status, 200);
    const html = await res.text();
    for (const word of ['QR Code Generator', 'POST', '/api/proxy/tools/qrcode', 'colorDark', 'URL atau teks tidak boleh kosong.']) {
      assert.ok(html.includes(word), `HTML tanpa ${word}`);
    }
    assert.match(html, /<title>QR Code Generator · Portal API<\/title>/);
    assert.match(html, /<meta name="description" content="Membuat gambar QR code/);
    assert.ok(html.includes(`<link rel="canonical" href="${portal.url}/docs/tools/qrcode" />`));
    assert.ok(html.includes(`<meta property="og:url" content="${portal.url}/docs/tools/qrcode" />`));
    assert.match(html, /<h1[^>]*>QR Code Generator<\/h1>/);
    assert.match(html, /<h2[^>]*>Parameter<\/h2>/);
  });

  it('/sitemap.xml mendaftar setiap halaman endpoint; robots.txt mengizinkan /docs', async () => {
    const sitemap = await (await fetch(`${portal.url}/sitemap.xml`)).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const expected = [`${portal.url}/docs`, `${portal.url}/docs/perubahan`, ...published.flatMap((g) => g.entries.map((e) => `${portal.url}${referencePath(e)}`))];
    assert.deepEqual(listed, expected);
    assert.ok(published.flatMap((g) => g.entries).length > 50);
    const robots = await (await fetch(`${portal.url}/robots.txt`)).text();
    assert.match(robots, /^Allow: \/docs$/m);
    assert.match(robots, new RegExp(`^Sitemap: ${portal.url}/sitemap.xml$`, 'm'));
    for (const page of listed.slice(0, 3)) assert.equal((await fetch(page!)).status, 200);
    assert.equal((await fetch(`${portal.url}/docs/tools/tidak-ada`)).status, 404);
  });

  it('kembaran Markdown dan llms.txt tetap tersedia', async () => {
    const md = await fetch(`${portal.url}/docs/tools/qrcode.md`);
    assert.equal(md.status, 200);
    assert.match(await md.text(), /^# QR Code Generator/);
    assert.equal((await fetch(`${portal.url}/llms.txt`)).status, 200);
  });

  it('tanpa JavaScript, tabel parameter tampil', async () => {
    const context = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-gpu'],
    });
    try {
      const page = await context.newPage({ javaScriptEnabled: false });
      await page.goto(`${portal.url}/docs/tools/qrcode`);
      const table = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Parameter' }) });
      await table.waitFor();
      assert.ok(await table.getByRole('cell', { name: 'colorDark' }).isVisible());
      assert.ok(await page.getByRole('heading', { level: 1, name: 'QR Code Generator' }).isVisible());
    } finally {
      await context.close();
    }
  });

  it("tanpa sesi, 'Coba' membuka /login lalu kembali ke formulir endpoint itu setelah masuk", async () => {
    const { page, url } = portal;
    consoleErrors.length = 0;
    await page.goto(`${url}/docs/tools/qrcode`);
    const coba = page.getByRole('link', { name: 'Coba QR Code Generator' });
    // Hydrated: the search shortcut answers only once the client script runs.
    await page.getByTestId('search-button').click();
    await page.getByRole('dialog').getByLabel('Cari endpoint').waitFor();
    await page.keyboard.press('Escape');
    await coba.click();
    await page.waitForURL(`${url}/login?next=%2Fdashboard%2Ftools%2Fqrcode`);
    await page.getByLabel('Username', { exact: true }).fill(demo.username);
    await page.getByLabel('Password', { exact: true }).fill(demo.password);
    await page.getByRole('button', { name: 'Masuk' }).click();
    await page.waitForURL(`${url}/dashboard/tools/qrcode`);
    const block = page.locator('[data-entry="qrcode"]');
    const field = block.getByLabel(/URL atau teks/);
    await field.waitFor();
    assert.equal(await field.inputValue(), '');
    assert.deepEqual(consoleErrors, []);
  });

  it("dengan sesi, 'Coba' langsung membuka formulir di dashboard; Ctrl+K di /docs membuka halaman endpoint", async () => {
    const { page, url } = portal;
    await page.goto(`${url}/docs/tools/qrcode`);
    await page.getByRole('link', { name: 'Coba QR Code Generator' }).click();
    await page.waitForURL(`${url}/dashboard/tools/qrcode`);
    await page.goto(`${url}/docs`);
    await page.getByRole('heading', { level: 1, name: 'Dokumentasi API' }).waitFor();
    const search = page.getByRole('dialog').getByLabel('Cari endpoint');
    // The shortcut listens once the page has hydrated: pressed until the search opens.
    for (let tries = 0; tries < 20 && !(await search.isVisible()); tries++) {
      await page.keyboard.press('Control+K');
      await search.waitFor({ timeout: 500 }).catch(() => undefined);
    }
    await search.fill('jwt decode');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/docs\/devtools\/jwt-decode$/);
    await page.getByRole('heading', { level: 1, name: /JWT/ }).waitFor();
  });

  it('halaman endpoint yang dibuka dari indeks (tanpa muat ulang) sama isinya', async () => {
    const { page, url } = portal;
    await page.goto(`${url}/docs`);
    await page.getByRole('link', { name: 'QR Code Generator', exact: true }).click();
    await page.waitForURL(`${url}/docs/tools/qrcode`);
    await page.getByRole('heading', { level: 1, name: 'QR Code Generator' }).waitFor();
    assert.ok(await page.getByRole('cell', { name: 'colorDark' }).first().isVisible());
  });
});

for (const scheme of ['light', 'dark'] as const) {
  for (const [width, height] of [
    [390, 844],
    [1366, 768],
  ] as const) {
    describe(`dokumentasi publik: axe dan tata letak, skema ${scheme}, ${width}px`, () => {
      let portal: Portal;
      before(async () => {
        portal = await startPortal();
        portal.context.setDefaultTimeout(15_000);
        await portal.page.emulateMedia({ colorScheme: scheme });
        await portal.page.setViewportSize({ width, height });
      });
      after(async () => portal?.close());

      it('/docs, sebuah halaman endpoint dan beranda: tanpa pelanggaran kritis atau serius, tanpa kartu lebih lebar dari layar', async () => {
        const { page, url } = portal;
        const findings: Finding[] = [];
        const problems: string[] = [];
        for (const [path, heading] of [
          ['/docs', 'Dokumentasi API'],
          ['/docs/tools/qrcode', 'QR Code Generator'],
          ['/', 'Portal API'],
        ] as const) {
          await page.goto(`${url}${path}`);
          await page.getByRole('heading', { level: 1, name: heading }).waitFor();
          await page.waitForLoadState('networkidle');
          assert.equal(await page.evaluate(() => document.documentElement.dataset.mantineColorScheme), scheme);
          findings.push(...(await scan(page, path)));
          problems.push(...(await layoutProblems(page)).map((p) => `${path}: ${p}`));
        }
        assert.deepEqual(blocking(findings), []);
        assert.deepEqual(problems, []);
      });
    });
  }
}
