import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { login, startPortal, type Portal } from './harness.ts';

const box = async (portal: Portal, selector: string) => {
  const found = await portal.page.locator(selector).first().boundingBox();
  assert.ok(found, `${selector} is on screen`);
  return found;
};

describe('kerangka portal: judul tab, landmark, skema warna, satu pesan per kegagalan', () => {
  let portal: Portal;
  before(async () => {
    portal = await startPortal();
    portal.context.setDefaultTimeout(15_000);
  });
  after(async () => portal?.close());

  it('login salah menampilkan pesannya sekali, di formulir, tanpa toast', async () => {
    const { page, url } = portal;
    await page.goto(`${url}/login`);
    // The sign-in page is its own chunk: its title is set once it has rendered.
    await page.getByLabel('Username', { exact: true }).waitFor();
    assert.equal(await page.title(), 'Masuk · Portal API');
    await page.getByLabel('Username', { exact: true }).fill('demo');
    await page.getByLabel('Password', { exact: true }).fill('salah');
    await page.getByRole('button', { name: 'Masuk' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    const message = (await alert.innerText()).trim();
    await page.waitForTimeout(500);
    assert.equal(await page.getByText(message, { exact: true }).count(), 1);
    assert.equal(await page.locator('.mantine-Notification-root').count(), 0);
  });

  it('setiap halaman punya header, nav, main, satu h1 dan judul tab sendiri', async () => {
    const { page, url } = portal;
    await login(portal);
    const landmarks = () =>
      page.evaluate(() => ['header', 'nav', 'main', 'h1'].map((tag) => document.querySelectorAll(tag).length));
    // The dashboard's own heading: the sign-in page's may still be on screen as the URL changes.
    await page.getByRole('heading', { level: 1, name: /^Halo, / }).waitFor();
    assert.deepEqual(await landmarks(), [1, 1, 1, 1]);
    assert.equal(await page.title(), 'Dashboard · Portal API');
    await page.goto(`${url}/dashboard/tools`);
    await page.getByRole('heading', { level: 1, name: 'Tools' }).waitFor();
    assert.deepEqual(await landmarks(), [1, 1, 1, 1]);
    assert.equal(await page.title(), 'Tools · Portal API');
    await page.goto(`${url}/profile`);
    await page.getByRole('heading', { level: 1, name: 'Profil' }).waitFor();
    assert.equal(await page.title(), 'Profil · Portal API');
  });

  it("ubin games bertuliskan 'games' seperti grid spesifikasi; panelnya tetap 'Fitur Games'", async () => {
    const { page, url } = portal;
    await page.goto(`${url}/dashboard`);
    const tile = page.locator('[data-tile="games"]');
    assert.equal((await tile.locator('p').first().innerText()).trim(), 'games');
    await tile.click();
    await page.getByRole('heading', { level: 1, name: 'Fitur Games' }).waitFor();
  });

  it('toast tidak menutupi tombol di header', async () => {
    const { page, url } = portal;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${url}/dashboard/devtools/ip-info`);
    await page.locator('[data-entry="ip-info"]').getByRole('button', { name: 'Cek IP' }).click();
    await page.getByText('Informasi IP berhasil diambil!').waitFor();
    // The header is where the user goes next (Logout, Profil): back at the top, with the toast still up.
    await page.evaluate(() => window.scrollTo(0, 0));
    const toast = await box(portal, '.mantine-Notification-root');
    for (const action of ['header a', 'header button', 'header input']) {
      const count = await page.locator(action).count();
      for (let i = 0; i < count; i += 1) {
        const b = await page.locator(action).nth(i).boundingBox();
        if (!b) continue;
        const overlaps = b.x < toast.x + toast.width && toast.x < b.x + b.width && b.y < toast.y + toast.height && toast.y < b.y + b.height;
        assert.equal(overlaps, false, `${action} #${i} is under the toast`);
      }
    }
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  it('mengikuti prefers-color-scheme, dan pilihan di header diingat setelah muat ulang', async () => {
    const { page, url } = portal;
    const scheme = () => page.evaluate(() => document.documentElement.dataset.mantineColorScheme);
    await page.evaluate(() => localStorage.removeItem('portal-color-scheme'));
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`${url}/dashboard`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    assert.equal(await scheme(), 'dark');
    // A change of the system's scheme is followed while nothing was chosen.
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => document.documentElement.dataset.mantineColorScheme === 'light');
    const toggle = page.getByRole('switch', { name: 'Mode gelap' });
    await toggle.check({ force: true });
    assert.equal(await scheme(), 'dark');
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    assert.equal(await scheme(), 'dark');
    assert.equal(await page.getByRole('switch', { name: 'Mode gelap' }).isChecked(), true);
    await page.evaluate(() => localStorage.removeItem('portal-color-scheme'));
  });
});
