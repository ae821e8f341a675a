import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { scan } from './axe-states.ts';
import { demo, login, startPortal, type Portal } from './harness.ts';
import { layoutProblems } from './layout-check.ts';

/**
 * The profile's 'Webhook' section: a reminder registered (as with cURL) to the portal's own 'Kanal
 * uji', 'Kirim uji' pressed, the attempt in the delivery log and the message in the channel with
 * its signature checked; 'Kirim ulang' sends the same event again.
 */
for (const width of [1366, 390]) {
  describe(`log pengiriman webhook dan kanal uji (${width} px)`, () => {
    let portal: Portal | undefined;
    after(async () => portal?.close());

    it("'Kirim uji' ke kanal uji tampil di log pengiriman dan di kanal dengan tanda tangan valid", async () => {
      portal = await startPortal();
      portal.context.setDefaultTimeout(20_000);
      const { page, url } = portal;
      await page.setViewportSize({ width, height: 900 });
      await login(portal);
      await page.goto(`${url}/profile#webhook`);
      const deliveries = page.getByRole('region', { name: 'Pengiriman webhook', exact: true });
      const channel = page.getByRole('region', { name: 'Kanal uji', exact: true });
      await deliveries.getByText('Belum ada percobaan pengiriman webhook.').waitFor();
      await channel.getByText('Kanal uji belum menerima pesan.').waitFor();
      const channelUrl = (await channel.locator('code').textContent()) ?? '';
      assert.match(channelUrl, new RegExp(`^${url}/api/test-channel/[0-9a-f]{32}$`));

      // The developer registers a prayer-time reminder to that URL, as docs/reminders.md shows with cURL.
      const registered = await fetch(`${url}/api/proxy/reminders/webhook/sholat?apikey=${demo.apikey}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'curl/8.5.0' },
        body: JSON.stringify({ webhookUrl: channelUrl, kota: 'Jakarta', username: 'Pengingat Sholat' }),
      });
      assert.equal(registered.status, 200);
      const { data } = (await registered.json()) as { data: { id: string } };

      // Back on the page, 'Muat ulang' brings the new webhook into the list.
      await deliveries.getByRole('button', { name: 'Muat ulang' }).click();
      await deliveries.getByLabel('Webhook', { exact: true }).click();
      await page.getByRole('option', { name: `Sholat Jakarta · ${data.id}` }).click();
      await deliveries.getByRole('button', { name: 'Kirim uji' }).click();
      await deliveries.getByRole('status').getByText('Pesan uji terkirim. Status penerima: 200.').waitFor();

      const rows = deliveries.getByRole('table', { name: /Percobaan terbaru lebih dulu/ }).locator('tbody tr');
      await rows.first().waitFor();
      assert.equal(await rows.count(), 1);
      const cells = await rows.first().locator('td').allTextContents();
      assert.deepEqual(cells.slice(1, 4), ['Sholat', 'uji', '200']);
      assert.match(cells[4], /^\d+ ms$/);
      assert.equal(cells[5], '-');

      // The channel shows the message as a channel would, from the reminder's sender, its signature valid.
      const post = channel.locator('.mantine-Paper-root').filter({ hasText: '[Uji] Jadwal sholat Jakarta' });
      await post.waitFor();
      await post.getByText('Pengingat Sholat', { exact: true }).waitFor();
      await post.getByText('Tanda tangan valid', { exact: true }).waitFor();
      assert.deepEqual(await layoutProblems(page), []);

      // 'Kirim ulang' sends the same event again: a second attempt and a second valid post.
      await rows.first().getByRole('button', { name: /^Kirim ulang uji/ }).click();
      await deliveries.getByRole('status').getByText('Pengiriman ulang selesai. Status penerima: 200.').waitFor();
      await rows.nth(1).waitFor();
      assert.equal(await rows.count(), 2);
      await channel.getByText('Tanda tangan valid', { exact: true }).nth(1).waitFor();
      assert.equal(await channel.getByText('Tanda tangan tidak valid').count(), 0);
      assert.deepEqual(await layoutProblems(page), []);

      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
        await page.waitForTimeout(300);
        const findings = await scan(page, `webhook ${width} ${scheme}`);
        assert.deepEqual(findings, [], JSON.stringify(findings, null, 2));
      }
    });
  });
}
