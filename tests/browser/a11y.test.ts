import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { blocking, activeGroups, scan } from './axe-states.ts';
import { login, startPortal, type Portal } from './harness.ts';

/** What a finding says in a failure message: which state, which rule, where. */

for (const scheme of ['light', 'dark'] as const) {
  describe(`axe-core tanpa pelanggaran kritis atau serius, skema ${scheme}`, () => {
    let portal: Portal;
    before(async () => {
      portal = await startPortal();
      portal.context.setDefaultTimeout(15_000);
      await portal.page.emulateMedia({ colorScheme: scheme });
    });
    after(async () => portal?.close());

    it('beranda dan login dengan password salah', async () => {
      const { page, url } = portal;
      await page.goto(`${url}/`);
      await page.getByRole('heading', { level: 1, name: 'Portal API' }).waitFor();
      const findings = await scan(page, 'beranda');
      await page.goto(`${url}/login`);
      await page.getByLabel('Username', { exact: true }).fill('demo');
      await page.getByLabel('Password', { exact: true }).fill('salah');
      await page.getByRole('button', { name: 'Masuk' }).click();
      await page.getByRole('alert').waitFor();
      findings.push(...(await scan(page, 'login gagal')));
      await page.goto(`${url}/halaman-tidak-ada`);
      await page.getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' }).waitFor();
      findings.push(...(await scan(page, 'halaman 404')));
      assert.deepEqual(blocking(findings), []);
    });

    it('setiap bagian profil, dan menu akun di 390 px', async () => {
      const { page, url } = portal;
      await login(portal);
      const findings = [];
      for (const section of ['ringkasan', 'log', 'kunci', 'keamanan', 'ai']) {
        await page.goto(`${url}/profile#${section}`);
        await page.getByRole('heading', { level: 1, name: 'Profil' }).waitFor();
        await page.waitForLoadState('networkidle');
        findings.push(...(await scan(page, `profil #${section}`)));
      }
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${url}/dashboard`);
      await page.getByRole('button', { name: 'Menu akun' }).click();
      await page.locator('#menu-akun').getByRole('button', { name: 'Logout' }).waitFor();
      findings.push(...(await scan(page, 'menu akun 390 px')));
      await page.setViewportSize({ width: 1280, height: 720 });
      assert.deepEqual(blocking(findings), []);
    });

    it('dashboard dan setiap panel fitur', async () => {
      const { page, url } = portal;
      await login(portal);
      assert.equal(await page.evaluate(() => document.documentElement.dataset.mantineColorScheme), scheme);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const findings = await scan(page, 'dashboard');
      for (const group of activeGroups) {
        await page.goto(`${url}/dashboard/${group.id}`);
        await page.getByRole('heading', { level: 1, name: group.title }).waitFor();
        // The group's chunk has arrived once its first entry shows its inputs or its widget.
        await page.waitForLoadState('networkidle');
        findings.push(...(await scan(page, `panel ${group.id}`)));
      }
      assert.deepEqual(blocking(findings), []);
    });

    it('formulir QR Code setelah kirim kosong (pesan galat) dan setelah dijawab', async () => {
      const { page, url } = portal;
      await page.goto(`${url}/dashboard/tools/qrcode`);
      const block = page.locator('[data-entry="qrcode"]');
      await block.getByRole('button', { name: 'Buat QR Code' }).click();
      await block.getByText('URL atau teks tidak boleh kosong.').first().waitFor();
      const findings = await scan(page, 'formulir galat');
      await block.getByLabel(/URL atau teks/).fill('https://example.com');
      await block.getByRole('button', { name: 'Buat QR Code' }).click();
      await block.getByRole('img', { name: /Hasil QR Code/ }).waitFor();
      findings.push(...(await scan(page, 'formulir dijawab')));
      assert.deepEqual(blocking(findings), []);
    });
  });
}
