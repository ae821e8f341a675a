/**
 * The screen never contradicts itself: a submit the form's own check refuses takes the previous
 * answer (result, inspector, download) off the screen, and 'Gabung Channel' leads to the channel
 * the server is configured with, or says plainly that none is set.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { generate } from 'otplib';
import type { Locator } from 'playwright-core';
import { login, startPortal, type Portal } from './harness.ts';

const fixture = (name: string) => readFileSync(new URL(`../../public/fixtures/${name}`, import.meta.url));

/** Nothing of the previous answer is left in the block: no status line, no answer text. */
async function assertCleared(block: Locator, leftovers: (string | RegExp)[]): Promise<void> {
  assert.equal(await block.getByText(/^HTTP \d{3}/).count(), 0, 'the inspector still shows the previous status');
  for (const text of leftovers) assert.equal(await block.getByText(text).count(), 0, `still on screen: ${String(text)}`);
}

describe('layar tidak bertentangan dengan dirinya sendiri', () => {
  let portal: Portal;
  before(async () => {
    portal = await startPortal();
    await login(portal);
  });
  after(async () => portal?.close());

  it('2FA: setelah verifikasi berhasil, token "12ab" menghapus Verifikasi berhasil dan HTTP 200', async () => {
    const { page, url } = portal;
    await page.goto(`${url}/dashboard/2fa/2fa-generate`);
    const generateBlock = page.locator('[data-entry="2fa-generate"]');
    await generateBlock.getByLabel(/User ID/).fill('uji-layar');
    await generateBlock.getByRole('button', { name: 'Buat Kode 2FA' }).click();
    const secret = (await generateBlock.getByLabel('Secret', { exact: true }).textContent())?.trim() ?? '';

    await page.goto(`${url}/dashboard/2fa/2fa-verify`);
    const block = page.locator('[data-entry="2fa-verify"]');
    await block.getByLabel(/User ID/).fill('uji-layar');
    await block.getByLabel(/Token/).fill(await generate({ secret }));
    await block.getByRole('button', { name: 'Verifikasi' }).click();
    await block.getByText('Verifikasi berhasil', { exact: true }).waitFor();
    await block.getByText(/^HTTP 200/).first().waitFor();

    await block.getByLabel(/Token/).fill('12ab');
    await block.getByRole('button', { name: 'Verifikasi' }).click();
    await block.getByText('Token harus berupa 6 digit angka.').first().waitFor();
    await assertCleared(block, ['Verifikasi berhasil', '"verified": true']);
  });

  it('QR decode: setelah hasil terbaca, file yang bukan gambar menghapus hasilnya', async () => {
    const { page, url } = portal;
    await page.goto(`${url}/dashboard/tools/decode-qrcode`);
    const block = page.locator('[data-entry="decode-qrcode"]');
    await block.locator('input[type=file]').setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: fixture('qrcode-resep.png') });
    await block.getByRole('button', { name: 'Decode QR' }).click();
    await block.getByLabel('Hasil', { exact: true }).waitFor();

    await block.locator('input[type=file]').setInputFiles({ name: 'catatan.txt', mimeType: 'text/plain', buffer: Buffer.from('bukan gambar') });
    await block.getByRole('button', { name: 'Decode QR' }).click();
    await block.getByText('File yang dipilih bukan gambar.').first().waitFor();
    assert.equal(await block.getByLabel('Hasil', { exact: true }).count(), 0);
    await assertCleared(block, []);
  });

  it('CSV: setelah JSON tampil, file yang bukan CSV menghapus JSON sebelumnya', async () => {
    const { page, url } = portal;
    await page.goto(`${url}/dashboard/tools/csv-to-json`);
    const block = page.locator('[data-entry="csv-to-json"]');
    await block.locator('input[type=file]').setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: fixture('people.csv') });
    await block.getByRole('button', { name: 'Konversi', exact: true }).click();
    await block.getByText(/"Budi"/).first().waitFor();

    await block.locator('input[type=file]').setInputFiles({ name: 'data.xlsx', mimeType: 'application/vnd.ms-excel', buffer: Buffer.from('bukan csv') });
    await block.getByRole('button', { name: 'Konversi', exact: true }).click();
    await block.getByText('Format file tidak valid. Harap unggah file .csv').first().waitFor();
    await assertCleared(block, [/"Budi"/]);
  });

  it('filter gambar: setelah Filter.png siap diunduh, nilai di luar batas menghapus gambar dan unduhannya', async () => {
    const { page, url } = portal;
    await page.goto(`${url}/dashboard/maker/randomfilter`);
    const block = page.locator('[data-entry="randomfilter"]');
    await block.locator('input[type=file]').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: fixture('wallpaper.png') });
    await block.locator('[id="coba_randomfilter_filter"]').click();
    await page.getByRole('option', { name: 'Brightness', exact: true }).click();
    const value = block.locator('[id="coba_randomfilter_value"]');
    await value.fill('0.3');
    await block.getByRole('button', { name: 'Terapkan Filter' }).click();
    const download = block.getByRole('link', { name: 'Unduh Filter.png' });
    await download.waitFor();

    await value.fill('5');
    await block.getByRole('button', { name: 'Terapkan Filter' }).click();
    await block.getByText('Nilai brightness harus antara -1 dan 1.').first().waitFor();
    assert.equal(await download.count(), 0);
    await assertCleared(block, []);
  });

  it("'Gabung Channel' tanpa PORTAL_CHANNEL_URL tidak membuka halaman umum: tertulis Channel belum diatur", async () => {
    const { page, url } = portal;
    await page.goto(`${url}/dashboard`);
    await page.getByRole('button', { name: 'Channel belum diatur' }).waitFor();
    assert.equal(await page.getByRole('link', { name: 'Gabung Channel' }).count(), 0);
    assert.equal(await page.locator('a[href*="whatsapp.com"]').count(), 0);
  });
});

describe("'Gabung Channel' dengan PORTAL_CHANNEL_URL", () => {
  let portal: Portal;
  before(async () => {
    portal = await startPortal({ PORTAL_CHANNEL_URL: 'https://chat.example/saluran-portal' });
    await login(portal);
  });
  after(async () => portal?.close());

  it('membuka channel yang diatur server di tab baru', async () => {
    const { page, url } = portal;
    await page.goto(`${url}/dashboard`);
    const link = page.getByRole('link', { name: 'Gabung Channel' });
    await link.waitFor();
    assert.equal(await link.getAttribute('href'), 'https://chat.example/saluran-portal');
    assert.equal(await link.getAttribute('target'), '_blank');
    assert.equal(await page.getByText('Channel belum diatur').count(), 0);
  });
});
