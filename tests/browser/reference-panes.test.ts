import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { downloads } from '../../src/catalog/exporters/download-paths.ts';
import { blocking, scan } from './axe-states.ts';
import { pageErrors, startPortal, type Portal } from './harness.ts';
import { layoutProblems } from './layout-check.ts';


/** Where a failing run leaves its pictures, to see what the reader saw. */
const shots = process.env.REFERENCE_SHOTS;

describe('halaman referensi tiga panel, tanpa sesi', () => {
  let portal: Portal;
  let consoleErrors: string[] = [];
  before(async () => {
    portal = await startPortal();
    portal.context.setDefaultTimeout(15_000);
    consoleErrors = pageErrors(portal.page);
  });
  after(async () => portal?.close());

  it('HTML mentah sudah memuat navigasi, contoh cURL dan Python dengan APIKEY_ANDA, gambar PNG, dan tautan unduhan', async () => {
    const html = await (await fetch(`${portal.url}/docs/tools/qrcode`)).text();
    assert.match(html, /<a[^>]*aria-current="page"[^>]*href="\/docs\/tools\/qrcode"|<a[^>]*href="\/docs\/tools\/qrcode"[^>]*aria-current="page"/);
    assert.ok(html.includes(`curl -X POST &#x27;${portal.url}/api/proxy/tools/qrcode?url=https%3A%2F%2Fexample.com&amp;width=200&amp;ecl=M&amp;apikey=APIKEY_ANDA&#x27;`), 'cURL tanpa alamat portal');
    assert.ok(html.includes('import requests'), 'tanpa contoh Python');
    assert.match(html, /<img[^>]*src="\/fixtures\/qrcode-example\.png"/);
    for (const d of Object.values(downloads)) assert.ok(html.includes(`href="${d.path}"`), `tanpa tautan ${d.path}`);
  });

  for (const width of [1366, 390]) {
    it(`${width} px: navigasi menandai halaman ini, saringan bekerja, contoh dan jawaban PNG tampil, unduhan terbuka`, async () => {
      const { page, url } = portal;
      consoleErrors.length = 0;
      await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
      await page.goto(`${url}/docs/tools/qrcode`);
      const nav = page.getByRole('navigation', { name: 'Semua endpoint' });
      const current = nav.locator('a[aria-current="page"]');
      assert.equal(await current.count(), 1);
      assert.equal(await current.getAttribute('href'), '/docs/tools/qrcode');

      // Three panes side by side on a desktop; one column on a phone (documentation first).
      const box = async (pane: string) => (await page.locator(`[data-pane="${pane}"]`).boundingBox())!;
      const [navBox, docBox, sampleBox] = [await box('nav'), await box('doc'), await box('samples')];
      if (width > 1000) {
        assert.ok(navBox.x < docBox.x && docBox.x < sampleBox.x, 'panel tidak berdampingan');
        assert.ok(Math.abs(navBox.y - docBox.y) < 40 && Math.abs(docBox.y - sampleBox.y) < 40, 'panel tidak sejajar');
      } else {
        assert.ok(docBox.y < sampleBox.y && sampleBox.y < navBox.y, 'urutan satu kolom salah');
      }

      // cURL shown first; Python one tab away; both with the stand-in key and this portal's address.
      const samples = page.getByRole('tablist', { name: 'Contoh request QR Code Generator' });
      const visibleSample = page.locator('[data-testid="reference-sample"]:visible');
      assert.match((await visibleSample.textContent()) ?? '', new RegExp(`^curl -X POST '${url}/api/proxy/tools/qrcode\\?.*apikey=APIKEY_ANDA'$`));
      await samples.getByRole('tab', { name: 'Python' }).click();
      await page.locator('[data-testid="reference-sample"][data-language="python"]').waitFor({ state: 'visible' });
      assert.match((await visibleSample.textContent()) ?? '', /import requests[\s\S]*apikey=APIKEY_ANDA[\s\S]*requests\.post\(url\)/);
      // Keyboard: arrows move between the tabs.
      await page.keyboard.press('ArrowRight');
      assert.equal(await visibleSample.getAttribute('data-language'), 'php');

      // The PNG example answer is a picture that loaded.
      const picture = page.locator('[data-testid="reference-answer"] img');
      await picture.scrollIntoViewIfNeeded();
      await page.waitForFunction(() => (document.querySelector('[data-testid="reference-answer"] img') as HTMLImageElement | null)?.naturalWidth === 200);

      // The filter narrows the list; a word nothing has says so.
      const filter = nav.getByLabel('Saring endpoint');
      await filter.fill('jwt');
      await nav.getByRole('link', { name: /JWT Decode/ }).waitFor();
      assert.equal(await nav.getByRole('link', { name: /QR Code Generator/ }).count(), 0);
      await filter.fill('tidakadaapapun');
      await nav.getByRole('status').getByText('Tidak ada endpoint yang cocok dengan "tidakadaapapun".').waitFor();
      await filter.fill('');

      // Every download link answers with its file.
      for (const d of Object.values(downloads)) {
        const href = await nav.getByRole('link', { name: d.label, exact: true }).getAttribute('href');
        const answer = await page.request.get(`${url}${href}`);
        assert.equal(answer.status(), 200, d.path);
        assert.equal(answer.headers()['content-type'], d.type, d.path);
      }

      assert.deepEqual(await layoutProblems(page), []);
      if (shots) {
        mkdirSync(shots, { recursive: true });
        await page.screenshot({ path: join(shots, `qrcode-${width}.png`), fullPage: width < 1000 });
      }
      assert.deepEqual(consoleErrors, []);
    });
  }

  it('navigasi membuka endpoint lain di tempat; parameter bersarang birthdayData tampil; axe bersih', async () => {
    const { page, url } = portal;
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${url}/docs/webhook/birthday-create`);
    const table = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Parameter' }) });
    for (const name of ['birthdayData.userId', 'birthdayData.name', 'birthdayData.date', 'birthdayData.tags']) {
      assert.ok(await table.getByRole('cell', { name, exact: true }).isVisible(), `tanpa ${name}`);
    }
    const findings = await scan(page, 'referensi birthday-create');
    assert.deepEqual(blocking(findings), []);
    await page.getByRole('navigation', { name: 'Semua endpoint' }).getByRole('link', { name: /SQL ke Diagram/ }).click();
    await page.waitForURL(/\/docs\/devtools\/sql/);
    await page.locator('[data-pane="doc"] h1').waitFor();
    assert.equal(await page.locator('nav a[aria-current="page"]').getAttribute('href'), '/docs/devtools/sql-diagram');
  });
});
