import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { login, startPortal, type Portal } from './harness.ts';

/**
 * The colours of the dashboard's backdrop where no card covers it, read from a screenshot: every
 * tenth pixel whose topmost element is the backdrop itself (or a transparent box on it).
 */
async function backdropLuminances(page: Page): Promise<number[]> {
  const points = await page.evaluate(() => {
    const backdrop = document.querySelector('[data-testid="dashboard"]');
    const opaque = (el: Element) => {
      const color = getComputedStyle(el).backgroundColor;
      return color !== 'rgba(0, 0, 0, 0)' && color !== 'transparent';
    };
    const found: [number, number][] = [];
    for (let y = 5; y < innerHeight; y += 10) {
      for (let x = 5; x < innerWidth; x += 10) {
        let el = document.elementFromPoint(x, y);
        while (el && el !== backdrop && !opaque(el)) el = el.parentElement;
        if (el === backdrop) found.push([x, y]);
      }
    }
    return found;
  });
  const png = (await page.screenshot()).toString('base64');
  return page.evaluate(
    async ({ png, points }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = new OffscreenCanvas(image.width, image.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const scale = image.width / innerWidth;
      const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      return points.map(([x, y]) => {
        const [r, g, b] = context.getImageData(Math.floor(x * scale), Math.floor(y * scale), 1, 1).data;
        return 0.2126 * linear(r! / 255) + 0.7152 * linear(g! / 255) + 0.0722 * linear(b! / 255);
      });
    },
    { png, points },
  );
}

/** Elements drawn with a light background colour (relative luminance above 0.4) on the page. */
function lightSurfaces(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    const light: string[] = [];
    for (const el of document.querySelectorAll('body *')) {
      const match = /rgba?\(([\d.]+), ([\d.]+), ([\d.]+)(?:, ([\d.]+))?\)/.exec(getComputedStyle(el).backgroundColor);
      if (!match || Number(match[4] ?? 1) < 0.5 || !(el as HTMLElement).offsetParent) continue;
      const [r, g, b] = [match[1], match[2], match[3]].map((c) => linear(Number(c) / 255));
      if (0.2126 * r! + 0.7152 * g! + 0.0722 * b! > 0.4) light.push(`${el.tagName.toLowerCase()}.${el.className}`);
    }
    return light;
  });
}

describe('tampilan: 404, header 390 px, mode gelap, bagian profil', () => {
  let portal: Portal;
  before(async () => {
    portal = await startPortal();
    portal.context.setDefaultTimeout(15_000);
    // The functions handed to the page are compiled with esbuild's name helper: give the page one.
    await portal.context.addInitScript('globalThis.__name = (fn) => fn;');
  });
  after(async () => portal?.close());

  it("alamat yang tidak ada menjawab 404 dengan halaman 'Halaman tidak ditemukan' dan jalan kembali", async () => {
    const { page, url } = portal;
    const response = await page.goto(`${url}/halaman-tidak-ada`);
    assert.equal(response?.status(), 404);
    await page.getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' }).waitFor();
    assert.equal(await page.title(), 'Halaman tidak ditemukan · Portal API');
    assert.equal(page.url(), `${url}/halaman-tidak-ada`);
    assert.equal(await page.getByRole('link', { name: 'Beranda' }).getAttribute('href'), '/');
    assert.equal(await page.getByRole('link', { name: 'Dokumentasi' }).getAttribute('href'), '/docs');
    await page.getByRole('link', { name: 'Beranda' }).click();
    await page.getByRole('heading', { level: 1, name: 'Portal API' }).waitFor();
  });

  it('header di 390 px: semua tombol dalam satu baris, Profil dan Logout lewat Menu akun', async () => {
    const { page, url } = portal;
    await login(portal);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${url}/dashboard`);
    await page.getByRole('heading', { level: 1, name: /^Halo, / }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Akun' });
    const controls = nav.locator(':scope > :is(button, a, div) >> visible=true');
    const boxes = (await controls.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect))).filter((b) => b.width > 0);
    assert.ok(boxes.length >= 3, `${boxes.length} controls in the header's row`);
    const tops = new Set(boxes.map((b) => Math.round(b.top)));
    assert.equal(tops.size, 1, `one row, tops at ${[...tops].join(', ')}`);
    for (const b of boxes) assert.ok(b.right <= 390 - 8, `a control ends at ${b.right}`);
    await page.getByRole('button', { name: 'Menu akun' }).click();
    const menu = page.locator('#menu-akun');
    assert.equal(await menu.getByRole('link', { name: 'Profil' }).getAttribute('href'), '/profile');
    await menu.getByRole('switch', { name: 'Mode gelap' }).waitFor();
    await menu.getByRole('button', { name: 'Logout' }).waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Menu akun');
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  it('header di 1366 px: di dashboard tombol akun dalam baris; di profil yang lebih sempit lewat Menu akun, sapaan tidak terjepit', async () => {
    const { page, url } = portal;
    await login(portal);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${url}/dashboard`);
    await page.getByRole('heading', { level: 1, name: /^Halo, / }).waitFor();
    await page.getByRole('navigation', { name: 'Akun' }).getByRole('button', { name: 'Logout' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Menu akun' }).isVisible(), false);
    await page.goto(`${url}/profile`);
    const greeting = page.getByTestId('user-bar').getByText(/^Halo, /);
    await greeting.waitFor();
    await page.getByRole('button', { name: 'Menu akun' }).waitFor();
    assert.equal(await page.getByRole('navigation', { name: 'Akun' }).getByRole('button', { name: 'Logout' }).isVisible(), false);
    const box = await greeting.boundingBox();
    // 'Halo, Demo Developer!' on one or two lines, never a syllable per line.
    assert.ok(box && box.width >= 200 && box.height <= 80, `greeting box ${JSON.stringify(box)}`);
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  it('mode gelap di 390 px: tidak ada latar terang di balik kartu dashboard, panel dan profil', async () => {
    const { page, url } = portal;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.evaluate(() => localStorage.removeItem('portal-color-scheme'));
    await page.goto(`${url}/dashboard`);
    await page.getByRole('heading', { level: 1, name: /^Halo, / }).waitFor();
    const luminances = await backdropLuminances(page);
    assert.ok(luminances.length > 50, `${luminances.length} backdrop points seen`);
    assert.ok(Math.max(...luminances) < 0.05, `the backdrop's lightest point has luminance ${Math.max(...luminances).toFixed(3)}`);
    for (const path of ['/dashboard', '/dashboard/tools', '/profile']) {
      await page.goto(`${url}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      assert.deepEqual(await lightSurfaces(page), [], path);
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  it('bagian profil punya alamat sendiri: /profile#log membuka Log, tab lain mengganti alamat', async () => {
    const { page, url } = portal;
    await page.goto(`${url}/profile#log`);
    await page.getByRole('heading', { name: 'Log request' }).waitFor();
    assert.equal(await page.getByRole('tab', { name: 'Log' }).getAttribute('aria-selected'), 'true');
    assert.equal(await page.getByRole('heading', { name: 'Ganti password' }).count(), 0);
    await page.getByRole('tab', { name: 'Keamanan' }).click();
    await page.getByRole('heading', { name: 'Ganti password' }).waitFor();
    assert.equal(new URL(page.url()).hash, '#keamanan');
    await page.reload();
    await page.getByRole('heading', { name: 'Keluar dari semua perangkat' }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: 'Log request' }).waitFor();
    await page.goto(`${url}/profile`);
    assert.equal(await page.getByRole('tab', { name: 'Ringkasan' }).getAttribute('aria-selected'), 'true');
  });
});
