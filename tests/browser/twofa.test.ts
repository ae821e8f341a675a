import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { generate } from 'otplib';
import { login, startPortal, type Portal } from './harness.ts';

describe('2FA di Chromium dengan API bawaan', () => {
  let portal: Portal;
  before(async () => {
    portal = await startPortal();
    await login(portal);
  });
  after(async () => portal?.close());

  it('buat secret, hitung kode saat ini, verifikasi berhasil; kode salah menampilkan Verifikasi gagal.', async () => {
    const { page } = portal;
    const userId = 'uji-2fa-browser';
    await page.goto(`${portal.url}/dashboard`);
    await page.getByRole('link', { name: /2FA/ }).first().click();

    const generateBlock = page.locator('[data-entry="2fa-generate"]');
    await generateBlock.getByRole('button', { name: 'Coba' }).click();
    await generateBlock.getByLabel(/User ID/).fill(userId);
    await generateBlock.getByRole('button', { name: 'Buat Kode 2FA' }).click();
    const qr = generateBlock.getByRole('img', { name: 'QR code 2FA' });
    await qr.waitFor();
    assert.match((await qr.getAttribute('src')) ?? '', /^data:image\/png;base64,/);
    const secret = (await generateBlock.getByLabel('Secret', { exact: true }).textContent())?.trim() ?? '';
    assert.match(secret, /^[A-Z2-7]{16,}$/);

    // The verify form opened on its own page (deep link), as one reads the code from the phone later.
    await page.goto(`${portal.url}/dashboard/2fa/2fa-verify`);
    const verifyBlock = page.locator('[data-entry="2fa-verify"]');
    await verifyBlock.getByLabel(/User ID/).fill(userId);
    const right = await generate({ secret });
    await verifyBlock.getByLabel(/Token/).fill(right);
    await verifyBlock.getByRole('button', { name: 'Verifikasi' }).click();
    await verifyBlock.getByRole('status').filter({ hasText: 'Verifikasi 2FA berhasil.' }).waitFor();
    await verifyBlock.getByText('"verified": true').waitFor();

    const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
    await verifyBlock.getByLabel(/Token/).fill(wrong);
    await verifyBlock.getByRole('button', { name: 'Verifikasi' }).click();
    await verifyBlock.getByRole('alert').filter({ hasText: 'Verifikasi gagal.' }).first().waitFor();
    // The failed answer is shown whole, with the reason.
    await verifyBlock.getByText(/"reason": "Token tidak valid atau sudah kedaluwarsa\."/).waitFor();
    await verifyBlock.getByText(`"userId": "${userId}"`).waitFor();
  });

  it('token bukan 6 digit ditolak di form tanpa mengirim request', async () => {
    const { page } = portal;
    const sent: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/proxy/tools/2fa/verify')) sent.push(req.url());
    });
    const verifyBlock = page.locator('[data-entry="2fa-verify"]');
    await verifyBlock.getByLabel(/User ID/).fill('siapa-saja');
    await verifyBlock.getByLabel(/Token/).fill('12ab');
    await verifyBlock.getByRole('button', { name: 'Verifikasi' }).click();
    await verifyBlock.getByText('Token harus berupa 6 digit angka.').first().waitFor();
    assert.deepEqual(sent, []);
  });
});
