import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { login, startPortal, type Portal } from './harness.ts';
import { layoutProblems } from './layout-check.ts';

describe('Resep di Chromium dengan API bawaan', () => {
  let portal: Portal;
  before(async () => {
    portal = await startPortal();
    await login(portal);
  });
  after(async () => portal?.close());

  it("'Jalankan semua' pada resep QR menjawab kedua langkah, teks terbaca sama dengan URL yang diketik", async () => {
    const { page, url } = portal;
    await page.goto(`${url}/dashboard`);
    await page.getByRole('link', { name: 'Resep', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Resep' }).waitFor();
    await page.getByRole('link', { name: 'Buat lalu baca QR code' }).click();
    await page.waitForURL(`${url}/dashboard/resep/qr-buat-baca`);

    const target = 'https://portal.example/resep-browser?kode=7';
    const make = page.locator('[data-step="buat"]');
    const read = page.locator('[data-step="baca"]');
    // The first form starts with the recipe's value; the second waits for the first answer.
    await make.getByLabel(/URL atau teks/).waitFor();
    assert.equal(await make.getByLabel(/URL atau teks/).inputValue(), 'https://portal.example/resep/qr?kode=42');
    await read.getByText(/Menunggu jawaban langkah 1/).waitFor();
    await make.getByLabel(/URL atau teks/).fill(target);

    await page.getByRole('button', { name: 'Jalankan semua' }).click();
    await page.getByText('Semua 2 langkah berhasil.').waitFor({ timeout: 30_000 });
    await make.getByRole('img').first().waitFor();
    // The picture of step 1 is the file of step 2, shown as a chosen file.
    await read.getByText(/qrcode\.png/).first().waitFor();
    const decoded = read.getByLabel('Hasil', { exact: true });
    assert.equal((await decoded.textContent())?.trim(), target);
    // Each answer has its inspector line, as in 'Coba'.
    await make.getByText(/HTTP 200/).first().waitFor();
    await read.getByText(/HTTP 200/).first().waitFor();

    // Both calls are in 'Riwayat' like any run, the latest first.
    await page.getByRole('button', { name: 'Riwayat', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /^Buka lagi QR Code Decoder/ }).first().waitFor();
    await dialog.getByRole('button', { name: /^Buka lagi QR Code Generator/ }).first().waitFor();
    await page.keyboard.press('Escape');
  });

  it('langkah yang gagal menghentikan resep dengan langkah dan pesannya', async () => {
    const { page, url } = portal;
    await page.goto(`${url}/dashboard/resep/2fa-buat-verifikasi`);
    const first = page.locator('[data-step="buat"]');
    await first.getByLabel(/User ID/).waitFor();
    // A user id longer than a QR code can hold: the form refuses it before anything is sent.
    await first.getByLabel(/User ID/).fill('x'.repeat(300));
    await page.getByRole('button', { name: 'Jalankan semua' }).click();
    await page.getByRole('alert').filter({ hasText: 'Langkah 1 (Buat Kode 2FA) gagal: User ID maksimal 256 karakter.' }).waitFor();
    await page.locator('[data-step="buat"][data-state="failed"]').waitFor();
    // Step 2 never ran.
    await page.locator('[data-step="verifikasi"][data-state="idle"]').waitFor();
  });

  it("resep 2FA berjalan tanpa diketik: token dihitung dari secret", async () => {
    const { page, url } = portal;
    await page.goto(`${url}/dashboard/resep/2fa-buat-verifikasi`);
    await page.locator('[data-step="buat"]').getByLabel(/User ID/).waitFor();
    await page.getByRole('button', { name: 'Jalankan semua' }).click();
    await page.getByText('Semua 2 langkah berhasil.').waitFor();
    const verify = page.locator('[data-step="verifikasi"]');
    assert.match(await verify.getByLabel(/Token/).inputValue(), /^\d{6}$/);
    await verify.getByText('Verifikasi 2FA berhasil.').first().waitFor();
  });

  it('panel grup menautkan resep yang memakai entrinya', async () => {
    const { page, url } = portal;
    await page.goto(`${url}/dashboard/waifu`);
    await page.getByRole('group', { name: 'Resep yang memakai fitur ini' }).getByRole('link', { name: 'Klaim, nikahi, lalu batalkan pernikahan waifu' }).click();
    await page.waitForURL(`${url}/dashboard/resep/waifu-nikah`);
    await page.getByRole('heading', { level: 2, name: /Langkah 6: Lepas klaim/ }).waitFor();
  });

  it('pada 390 px langkah-langkah tersusun ke bawah dan terbaca', async () => {
    const { page, url } = portal;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${url}/dashboard/resep/waifu-nikah`);
    await page.locator('[data-step="klaim"]').getByLabel(/User ID/).waitFor();
    const boxes = await page.locator('[data-step]').evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect().toJSON() as { x: number; y: number; width: number }));
    assert.equal(boxes.length, 6);
    for (let i = 1; i < boxes.length; i++) assert.ok(boxes[i].y > boxes[i - 1].y, `langkah ${i + 1} di bawah langkah ${i}`);
    for (const box of boxes) assert.ok(box.x >= 0 && box.x + box.width <= 390, `kartu langkah di dalam layar: ${JSON.stringify(box)}`);
    assert.deepEqual(await layoutProblems(page), []);
    await page.setViewportSize({ width: 1366, height: 900 });
  });
});
