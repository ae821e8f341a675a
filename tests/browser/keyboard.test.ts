import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { login, startPortal, type Portal } from './harness.ts';

/** Presses Tab until the tile of group `id` has focus (at most `limit` times). */
async function tabToTile(page: Page, id: string, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    if ((await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.tile)) === id) return;
  }
  throw new Error(`Tab never reached the ${id} tile`);
}

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const style = el ? getComputedStyle(el) : null;
    return {
      tag: el?.tagName.toLowerCase(),
      text: el?.textContent?.trim() ?? '',
      tile: el?.dataset.tile,
      outline: style ? `${style.outlineStyle} ${style.outlineWidth}` : '',
    };
  });

describe('keyboard dan fokus', () => {
  let portal: Portal;
  before(async () => {
    portal = await startPortal();
    portal.context.setDefaultTimeout(15_000);
    await portal.page.setViewportSize({ width: 1280, height: 720 });
    await login(portal);
  });
  after(async () => portal?.close());

  it('Tab pertama adalah tautan lewati, yang memindahkan fokus ke <main>', async () => {
    const { page, url } = portal;
    await page.goto(`${url}/dashboard`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.keyboard.press('Tab');
    assert.equal((await focused(page)).text, 'Lewati ke konten utama');
    await page.keyboard.press('Enter');
    assert.equal((await focused(page)).tag, 'main');
  });

  it('ubin fitur menampilkan cincin fokus; membukanya memfokuskan judul panel', async () => {
    const { page, url } = portal;
    await page.goto(`${url}/dashboard`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await tabToTile(page, 'tools');
    const tile = await focused(page);
    assert.match(tile.outline, /^solid [2-9]/);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${url}/dashboard/tools`);
    await page.getByRole('heading', { level: 1, name: 'Tools' }).waitFor();
    assert.deepEqual([(await focused(page)).tag, (await focused(page)).text], ['h1', 'Tools']);
    assert.equal(await page.title(), 'Tools · Portal API');
  });

  it("'Kembali ke semua fitur' memfokuskan ubin asal dan memulihkan posisi gulir", async () => {
    const { page, url } = portal;
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto(`${url}/dashboard`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.locator('[data-tile="rpg"]').scrollIntoViewIfNeeded();
    await tabToTile(page, 'rpg');
    const scrolled = await page.evaluate(() => window.scrollY);
    assert.ok(scrolled > 300, `the rpg tile is far down the grid (scrollY ${scrolled})`);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Fitur Rpg' }).waitFor();
    await page.getByRole('link', { name: /Kembali ke semua fitur/ }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${url}/dashboard`);
    await page.locator('[data-tile="rpg"]').waitFor();
    assert.equal((await focused(page)).tile, 'rpg');
    assert.ok(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled) <= 2);
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  it('kirim kosong memfokuskan kolom pertama yang salah; pesannya terhubung lewat aria-describedby', async () => {
    const { page, url } = portal;
    await page.goto(`${url}/dashboard/tools/qrcode`);
    const block = page.locator('[data-entry="qrcode"]');
    await block.getByRole('button', { name: 'Buat QR Code' }).click();
    await block.getByText('URL atau teks tidak boleh kosong.').first().waitFor();
    const field = await page.evaluate(() => {
      const el = document.activeElement as HTMLInputElement;
      const described = (el.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
      return { label: el.labels?.[0]?.textContent ?? '', invalid: el.getAttribute('aria-invalid'), described };
    });
    assert.match(field.label, /URL atau teks/);
    assert.equal(field.invalid, 'true');
    assert.match(field.described, /URL atau teks tidak boleh kosong\./);
  });

  it('hasil digulir ke layar di dalam wilayah aria-live', async () => {
    const { page, url } = portal;
    await page.goto(`${url}/dashboard/tools/qrcode`);
    const block = page.locator('[data-entry="qrcode"]');
    await block.getByLabel(/URL atau teks/).fill('https://example.com');
    await page.evaluate(() => window.scrollTo(0, 0));
    await block.getByRole('button', { name: 'Buat QR Code' }).click();
    const image = block.getByRole('img', { name: /Hasil QR Code/ });
    await image.waitFor();
    const region = block.locator('[data-result-region]');
    assert.equal(await region.getAttribute('aria-live'), 'polite');
    assert.equal(await region.getByRole('img', { name: /Hasil QR Code/ }).count(), 1);
    // The entry is near the end of its page: the page is too short to bring the region up at once,
    // so it is brought up again as the answer grows, until the whole picture is in view.
    await page.waitForFunction(() => {
      const img = document.querySelector('[data-entry="qrcode"] [aria-live] img');
      const box = img?.getBoundingClientRect();
      return box !== undefined && box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
    });
  });
});
