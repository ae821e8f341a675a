import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { activeGroups } from './axe-states.ts';
import { login, startPortal, type Portal } from './harness.ts';
import { layoutProblems } from './layout-check.ts';

for (const [width, height] of [
  [390, 844],
  [768, 1024],
  [1366, 768],
] as const) {
  describe(`tata letak pada lebar ${width}px`, () => {
    let portal: Portal;
    before(async () => {
      portal = await startPortal();
      portal.context.setDefaultTimeout(15_000);
      await portal.page.setViewportSize({ width, height });
      await login(portal);
    });
    after(async () => portal?.close());

    it('dashboard dan setiap panel: tidak ada kartu yang lebih lebar dari layar, label tombol dan badge utuh', async () => {
      const { page, url } = portal;
      await page.getByRole('heading', { level: 1 }).waitFor();
      const problems = (await layoutProblems(page)).map((p) => `dashboard: ${p}`);
      for (const group of activeGroups) {
        await page.goto(`${url}/dashboard/${group.id}`);
        await page.getByRole('heading', { level: 1, name: group.title }).waitFor();
        await page.waitForLoadState('networkidle');
        problems.push(...(await layoutProblems(page)).map((p) => `${group.id}: ${p}`));
      }
      assert.deepEqual(problems, []);
    });

    it("formulir 'Coba' yang terbuka dan hasilnya muat di layar", async () => {
      const { page, url } = portal;
      await page.goto(`${url}/dashboard/tools/qrcode`);
      const block = page.locator('[data-entry="qrcode"]');
      await block.getByLabel(/URL atau teks/).fill('https://example.com');
      await block.getByRole('button', { name: 'Buat QR Code' }).click();
      await block.getByRole('img', { name: /Hasil QR Code/ }).waitFor();
      assert.deepEqual(await layoutProblems(page), []);
      if (width === 390) {
        const coba = page.locator('[data-entry="qrcode"]').getByRole('button', { name: 'Coba' });
        assert.equal((await coba.innerText()).trim(), 'Coba');
      }
    });

    it('halaman referensi: keterangan tiap parameter terbaca tanpa menggeser tabel ke samping', async () => {
      const { page, url } = portal;
      await page.goto(`${url}/docs/maker/smeme`);
      const table = page.getByRole('table').first();
      const description = table.getByRole('cell', { name: 'Teks tengah' });
      await description.scrollIntoViewIfNeeded();
      const box = await description.boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= width, `keterangan di luar layar: ${JSON.stringify(box)}`);
      // On a phone each row stands as a block, each cell named by its column; wider, the table keeps its header row.
      const stacked = await description.evaluate((cell) => getComputedStyle(cell, '::before').content);
      assert.equal(stacked, width === 390 ? '"Keterangan"' : 'none');
      assert.equal(await table.getByRole('columnheader').count(), 5);
      assert.deepEqual(await layoutProblems(page), []);
    });
  });
}
