import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { demo, login, startPortal, type Portal } from './harness.ts';

describe('portal di Chromium dengan API bawaan', () => {
  let portal: Portal;
  before(async () => {
    portal = await startPortal();
    await login(portal);
  });
  after(async () => portal?.close());

  it('menampilkan sapaan dan grid fitur setelah login', async () => {
    const { page } = portal;
    await page.getByText('Demo Developer').first().waitFor();
    await page.getByRole('link', { name: /Tools/ }).first().waitFor();
    const stored = await page.evaluate(() => [localStorage.getItem('userApiKey'), localStorage.getItem('userToken')]);
    // The account's key, and a session token of this login's own.
    assert.equal(stored[0], demo.apikey);
    assert.match(stored[1] ?? '', /^[0-9a-f]{64}$/);
  });

  it('QR: kosong menampilkan pesan, dengan URL menampilkan gambar dan mengunduh qrcode.png', async () => {
    const { page, url } = portal;
    await page.goto(`${url}/dashboard/tools/qrcode`);
    const block = page.locator('[data-entry="qrcode"]');
    await block.getByRole('button', { name: 'Buat QR Code' }).click();
    await block.getByText('URL atau teks tidak boleh kosong.').first().waitFor();
    await block.getByLabel(/URL atau teks/).fill('https://example.com');
    await block.getByRole('button', { name: 'Buat QR Code' }).click();
    await block.getByRole('img', { name: /Hasil QR Code/ }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), block.getByRole('link', { name: 'Unduh qrcode.png' }).click()]);
    assert.equal(download.suggestedFilename(), 'qrcode.png');
    const bytes = readFileSync(await download.path());
    assert.deepEqual([...bytes.subarray(1, 4)], [0x50, 0x4e, 0x47]);
  });

  it('Uploader: gambar 6MB ditolak dengan pesan spesifikasi tanpa mengirim request', async () => {
    const { page, url } = portal;
    const sent: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/proxy/features/upload')) sent.push(req.url());
    });
    await page.goto(`${url}/dashboard/uploader/upload`);
    const block = page.locator('[data-entry="upload"]');
    await block.locator('input[type=file]').setInputFiles({ name: 'besar.png', mimeType: 'image/png', buffer: Buffer.alloc(6 * 1024 * 1024) });
    await block.getByRole('button', { name: 'Unggah' }).click();
    await block.getByText('Ukuran gambar maksimal adalah 5MB.').first().waitFor();
    assert.deepEqual(sent, []);
  });

  it('Logout menampilkan "Anda berhasil logout." dan mengosongkan sesi', async () => {
    const { page, url } = portal;
    await page.goto(`${url}/dashboard`);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('Anda berhasil logout.').waitFor();
    const stored = await page.evaluate(() => [localStorage.getItem('userApiKey'), localStorage.getItem('userToken')]);
    assert.deepEqual(stored, [null, null]);
  });

  it('token salah mengirim pengguna ke /login dan menghapus kedua item sesi', async () => {
    const { page, url } = portal;
    await page.goto(`${url}/`);
    await page.evaluate((key) => {
      localStorage.setItem('userApiKey', key);
      localStorage.setItem('userToken', 'token-salah');
    }, demo.apikey);
    await page.goto(`${url}/dashboard`);
    await page.waitForURL(`${url}/login`);
    const stored = await page.evaluate(() => [localStorage.getItem('userApiKey'), localStorage.getItem('userToken')]);
    assert.deepEqual(stored, [null, null]);
  });
});
