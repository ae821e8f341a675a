import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { scan } from './axe-states.ts';
import { askWeatherFromCoba, demo, login, startPortal, type Portal } from './harness.ts';
import { layoutProblems } from './layout-check.ts';

/** The profile's 'Pemakaian' and 'Log request' after calls from the portal and from cURL. */
describe('pemakaian dan log request di profil', () => {
  let portal: Portal;
  before(async () => {
    portal = await startPortal();
    portal.context.setDefaultTimeout(20_000);
  });
  after(async () => portal?.close());

  it('di 390 px: grafik dan baris log tampil, sebuah baris membuka lagi endpoint-nya dengan isian terisi; axe bersih terang dan gelap', async () => {
    const { page, url } = portal;
    await page.setViewportSize({ width: 390, height: 844 });
    await login(portal);
    // Two calls from the portal's own 'Coba' form...
    await askWeatherFromCoba(portal, /Cuaca di/);
    // ...and one refused cURL call.
    const refused = await fetch(`${url}/api/proxy/features/cuaca?kota=&apikey=${demo.apikey}`, { headers: { 'user-agent': 'curl/8.5.0' } });
    assert.equal(refused.status, 400);
    const refusedId = refused.headers.get('x-request-id');

    await page.goto(`${url}/profile`);
    await page.getByRole('heading', { name: 'Pemakaian' }).waitFor();
    await page.getByTestId('usage-chart').locator('canvas').waitFor();
    assert.match((await page.getByTestId('usage-summary').textContent()) ?? '', /2 request, 1 error/);
    // The log is the profile's 'Log' section, its own address.
    await page.getByRole('tab', { name: 'Log' }).click();
    await page.waitForURL(`${url}/profile#log`);
    const rows = page.getByTestId('log-row');
    await rows.nth(1).waitFor();
    assert.equal(await rows.count(), 2);
    assert.equal(await rows.first().getAttribute('data-id'), refusedId);
    assert.match((await rows.first().textContent()) ?? '', /Nama kota tidak boleh kosong\..*cURL|cURL.*Nama kota tidak boleh kosong\./s);
    assert.match((await rows.nth(1).textContent()) ?? '', /Portal/);
    assert.deepEqual(await layoutProblems(page), []);
    // The caption that says to scroll sideways is read whole on a phone, not cut at the scroller's
    // edge; screen readers have it as the table's name.
    const caption = 'Terbaru lebih dulu. Geser tabel ke samping di layar sempit.';
    await page.getByRole('table', { name: caption }).waitFor();
    const shown = page.getByRole('region', { name: 'Tabel log request' }).locator('xpath=following-sibling::p[1]');
    assert.equal(await shown.textContent(), caption);
    const box = await shown.boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= 390, `keterangan tabel di x ${box?.x}, lebar ${box?.width}`);
    assert.ok(await shown.evaluate((el) => el.scrollWidth <= el.clientWidth), 'keterangan tabel terpotong');

    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      // The colours ease into the scheme: measured halfway, a label's contrast is neither scheme's.
      await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
      await page.waitForTimeout(300);
      const findings = await scan(page, `profil ${scheme}`);
      assert.deepEqual(findings, [], JSON.stringify(findings, null, 2));
    }

    // The portal's call reopens its form with 'Bandung' filled, nothing sent.
    await rows.nth(1).getByRole('button', { name: /Buka lagi/ }).click();
    await page.waitForURL(/\/dashboard\/cuaca\/cuaca\?/);
    const reopened = page.locator('[data-entry="cuaca"]');
    assert.equal(await reopened.getByLabel(/Kota/).inputValue(), 'Bandung');

    // On a desktop the log fits its card: each row's 'Buka lagi' is in view without scrolling sideways.
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${url}/profile#log`);
    await rows.nth(1).waitFor();
    const region = page.getByRole('region', { name: 'Tabel log request' });
    const widths = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    assert.ok(widths.scroll <= widths.client, `tabel log ${widths.scroll} px dalam wilayah ${widths.client} px`);
  });
});
