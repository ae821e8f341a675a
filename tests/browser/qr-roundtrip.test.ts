import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { login, startPortal, type Portal } from './harness.ts';

describe('QR bolak-balik di Chromium dengan API bawaan', () => {
  let portal: Portal;
  before(async () => {
    portal = await startPortal();
    await login(portal);
  });
  after(async () => portal?.close());

  it('QR yang diunduh sebagai qrcode.png dibaca kembali oleh decode-qrcode menjadi URL yang sama', async () => {
    const { page, url } = portal;
    const target = 'https://portal.example/bolak-balik?kode=42&nama=qr';

    await page.goto(`${url}/dashboard/tools/qrcode`);
    const maker = page.locator('[data-entry="qrcode"]');
    await maker.getByLabel(/URL atau teks/).fill(target);
    await maker.getByRole('button', { name: 'Buat QR Code' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), maker.getByRole('link', { name: 'Unduh qrcode.png' }).click()]);
    assert.equal(download.suggestedFilename(), 'qrcode.png');
    const png = readFileSync(await download.path());

    await page.goto(`${url}/dashboard/tools/decode-qrcode`);
    const decoder = page.locator('[data-entry="decode-qrcode"]');
    await decoder.locator('input[type=file]').setInputFiles({ name: 'qrcode.png', mimeType: 'image/png', buffer: png });
    await decoder.getByRole('img', { name: 'Pratinjau qrcode.png' }).waitFor();
    await decoder.getByText(`qrcode.png (${(png.length / 1024).toFixed(1)} KB)`).waitFor();
    await decoder.getByRole('button', { name: 'Decode QR' }).click();
    const result = decoder.getByLabel('Hasil', { exact: true });
    await result.waitFor();
    assert.equal((await result.textContent())?.trim(), target);
    await decoder.getByText('QR code berhasil didekode.').waitFor();
  });

  it('gambar tanpa QR menampilkan "Gagal mendekode gambar QR."', async () => {
    const { page, url } = portal;
    const fixture = readFileSync(new URL('../../public/fixtures/wallpaper.png', import.meta.url));
    await page.goto(`${url}/dashboard/tools/decode-qrcode`);
    const decoder = page.locator('[data-entry="decode-qrcode"]');
    await decoder.locator('input[type=file]').setInputFiles({ name: 'pemandangan.png', mimeType: 'image/png', buffer: fixture });
    await decoder.getByRole('button', { name: 'Decode QR' }).click();
    await decoder.getByRole('alert').filter({ hasText: 'Gagal mendekode gambar QR.' }).first().waitFor();
  });
});
