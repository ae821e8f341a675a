import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { operatorMessages } from '../../src/catalog/operator-messages.ts';
import { demo, startPortal, type Portal } from './harness.ts';
import { layoutProblems } from './layout-check.ts';

const admin = { username: 'pengelola', password: 'rahasia-pengelola' };

/** Signs in through the login form (after forgetting whoever was signed in). */
async function signIn(portal: Portal, who: { username: string; password: string }): Promise<void> {
  const { page, url } = portal;
  await page.goto(`${url}/login`);
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${url}/login`);
  await page.getByLabel('Username', { exact: true }).fill(who.username);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await page.waitForURL(`${url}/dashboard`);
}

const weather = (portal: Portal) => portal.page.request.get(`${portal.url}/api/proxy/features/cuaca?kota=Bandung&apikey=${demo.apikey}`);

for (const width of [1366, 390]) {
  describe(`upgrade: batas habis → paket → disetujui pengelola (${width} px)`, () => {
    let portal: Portal | undefined;
    after(async () => portal?.close());

    it('the developer asks, the operator approves in the console, the next call succeeds and the profile shows PREMIUM', async () => {
      portal = await startPortal({ PORTAL_DEMO_LIMIT: '1', PORTAL_ADMIN_USERNAME: admin.username, PORTAL_ADMIN_PASSWORD: admin.password });
      const { page, url } = portal;
      await page.setViewportSize({ width, height: 900 });
      await signIn(portal, { username: demo.username, password: demo.password });
      assert.equal((await weather(portal)).status(), 200);
      assert.equal((await weather(portal)).status(), 429);
      await page.goto(`${url}/dashboard`);
      await page.getByRole('link', { name: 'Lihat paket dan ajukan upgrade' }).click();
      await page.waitForURL(`${url}/dashboard/paket`);
      const premium = page.getByRole('region', { name: /Premium/ });
      await premium.getByRole('button', { name: 'Ajukan upgrade' }).click();
      await premium.getByLabel('Catatan untuk pengelola').fill('Transfer BCA ref 12345');
      await premium.getByRole('button', { name: 'Kirim permintaan' }).click();
      await page.getByText(operatorMessages.upgradeRequested).waitFor();
      assert.deepEqual(await layoutProblems(page), []);

      await signIn(portal, admin);
      await page.goto(`${url}/admin/upgrade`);
      const request = page.getByTestId('upgrade-request').filter({ hasText: 'demo → PREMIUM' });
      await request.getByText('Catatan: Transfer BCA ref 12345').waitFor();
      await request.getByRole('button', { name: 'Setujui' }).click();
      await page.getByText(operatorMessages.upgradeApproved).waitFor();
      assert.deepEqual(await layoutProblems(page), []);
      await page.getByRole('tab', { name: 'Ringkasan' }).click();
      await page.getByRole('region', { name: 'Per endpoint' }).getByText('cuaca').first().waitFor();
      // 'Perubahan': the last release's changes of cuaca touch the demo account's two calls of it.
      await page.getByRole('tab', { name: 'Perubahan' }).click();
      await page.waitForURL(`${url}/admin/perubahan`);
      const changed = page.getByRole('region', { name: 'Dampak perubahan' }).getByRole('row').filter({ hasText: 'GET /features/cuaca' }).filter({ hasText: 'Jawaban 200 berubah.' });
      await changed.waitFor();
      assert.deepEqual((await changed.getByRole('cell').allTextContents()).slice(1), ['Tidak merusak', 'GET /features/cuaca', 'Jawaban 200 berubah.', '1', '2', '–']);
      assert.deepEqual(await layoutProblems(page), []);

      assert.equal((await weather(portal)).status(), 200);
      await signIn(portal, { username: demo.username, password: demo.password });
      await page.goto(`${url}/profile`);
      await page.getByRole('cell', { name: 'PREMIUM' }).waitFor();
      await page.getByTestId('plan-line').getByText('Disetujui').waitFor();
      assert.match((await page.getByTestId('usage').textContent()) ?? '', /20\.000/);
    });
  });
}
