import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { login, startPortal, type Portal } from './harness.ts';
import { startProviderStandIn, type ProviderStandIn } from '../helpers/provider-stand-in.ts';

/**
 * The weather and the latest quake come from their providers (here a loopback stand-in answering in
 * BMKG's and Open-Meteo's formats); when the provider cannot be reached the 'Coba' panel shows the
 * stored example under a notice saying so, and no success toast.
 */
describe('jawaban contoh tidak pernah tampil sebagai hasil', () => {
  let portal: Portal;
  let standIn: ProviderStandIn;
  before(async () => {
    standIn = await startProviderStandIn();
    portal = await startPortal({
      PORTAL_OFFLINE: '0',
      PORTAL_BMKG_URL: standIn.urls.bmkg,
      PORTAL_OPEN_METEO_GEOCODING_URL: standIn.urls.openMeteoGeocoding,
      PORTAL_OPEN_METEO_URL: standIn.urls.openMeteoForecast,
      PORTAL_PROVIDER_TIMEOUT_MS: '2000',
    });
    portal.context.setDefaultTimeout(15_000);
    // The shakemap would come through the image proxy from BMKG's real host: tests never leave loopback.
    await portal.context.route('**/api/images/proxy**', (route) => route.abort());
    await login(portal);
  });
  after(async () => {
    await portal?.close();
    await standIn?.close();
  });

  it('layanan cuaca tidak dapat dihubungi: pemberitahuan yang jelas; lalu terhubung: Tokyo, JP tanpa pemberitahuan', async () => {
    const { page, url } = portal;
    standIn.mode = 'fail';
    await page.goto(`${url}/dashboard/cuaca/cuaca`);
    const block = page.locator('[data-entry="cuaca"]');
    await block.getByLabel(/Kota/).fill('Tokyo');
    await block.getByRole('button', { name: 'Cek', exact: true }).click();
    const notice = block.getByTestId('example-notice');
    await notice.waitFor();
    assert.match(await notice.innerText(), /Jawaban contoh, bukan hasil sebenarnya/);
    assert.match(await notice.innerText(), /Layanan cuaca luar \(Open-Meteo\) tidak dapat dihubungi dari server ini; ini contoh jawaban, bukan cuaca Tokyo saat ini\./);
    await block.getByText('Cuaca di Jakarta, ID').waitFor();

    standIn.mode = 'ok';
    await block.getByRole('button', { name: 'Cek', exact: true }).click();
    await block.getByText('Cuaca di Tokyo, JP').waitFor();
    assert.equal(await block.getByTestId('example-notice').count(), 0);
    await block.getByText('Cerah berawan').waitFor();
  });

  it('gempa dari contoh tersimpan: pemberitahuan, tanpa toast sukses; dari BMKG: toast sukses', async () => {
    const { page, url } = portal;
    const success = page.locator('.mantine-Notification-root', { hasText: 'Data gempa terkini berhasil dimuat!' });
    standIn.mode = 'fail';
    await page.goto(`${url}/dashboard/gempa/gempa`);
    const block = page.locator('[data-entry="gempa"]');
    await block.getByRole('button', { name: 'Cek Gempa Terkini' }).click();
    const notice = block.getByTestId('example-notice');
    await notice.waitFor();
    assert.match(await notice.innerText(), /Layanan gempa BMKG tidak dapat dihubungi dari server ini; ini contoh jawaban, bukan gempa terkini\./);
    // The toast would have been raised with the answer; give it a frame or two to show if it were coming.
    await page.waitForTimeout(500);
    assert.equal(await success.count(), 0);

    standIn.mode = 'ok';
    await block.getByRole('button', { name: 'Cek Gempa Terkini' }).click();
    await success.waitFor();
    await block.getByText('Pusat gempa berada di laut 88 km BaratDaya Kab. Garut').waitFor();
    assert.equal(await block.getByTestId('example-notice').count(), 0);
  });
});
