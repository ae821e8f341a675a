import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { after, before, describe, it } from 'node:test';
import { demo, login, startPortal, type Portal } from './harness.ts';

const target = 'https://portal.example/riwayat?x=1';
const quota = async (portal: Portal) => (await portal.page.getByTestId('quota').textContent())?.trim() ?? '';

describe('kenyamanan penjelajah: cari, riwayat, tautan, contoh kode, detail respons, kuota', () => {
  let portal: Portal;
  before(async () => {
    portal = await startPortal({ PORTAL_DEMO_LIMIT: '50' });
    await portal.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: portal.url });
    await login(portal);
  });
  after(async () => portal?.close());

  it("Ctrl+K menemukan 'qrcode' dari 'qr kode' dan Enter membukanya dengan 'Coba' terbuka", async () => {
    const { page, url } = portal;
    // The shortcut works once the header is there (after the session has loaded).
    await page.getByRole('button', { name: /Cari endpoint/ }).waitFor();
    await page.keyboard.press('Control+K');
    const box = page.getByPlaceholder('Cari endpoint: judul, path, grup, atau nama input');
    await box.waitFor();
    await box.pressSequentially('qr kode');
    await page.locator('[data-entry="qrcode"]').first().waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${url}/dashboard/tools/qrcode`);
    await page.locator('[data-entry="qrcode"]').getByLabel(/URL atau teks/).waitFor();
  });

  it('satu request: detail respons menampilkan status, kuota turun satu, riwayat mencatat dan membuka lagi dengan isian', async () => {
    const { page, url } = portal;
    await page.goto(`${url}/dashboard/tools/qrcode`);
    const block = page.locator('[data-entry="qrcode"]');
    await page.getByTestId('quota').waitFor();
    const before = await quota(portal);
    const used = Number(/Sisa kuota: (\d+) dari 50/.exec(before)?.[1]);
    await block.getByLabel(/URL atau teks/).fill(target);
    await block.getByRole('button', { name: 'Buat QR Code' }).click();
    await block.getByTestId('inspector-status').filter({ hasText: 'HTTP 200' }).waitFor();
    assert.match((await block.getByTestId('inspector-type').textContent()) ?? '', /image\/png/);
    await page.getByTestId('quota').filter({ hasText: `Sisa kuota: ${used - 1} dari 50` }).waitFor();

    await page.getByRole('button', { name: 'Riwayat', exact: true }).click();
    const item = page.getByRole('dialog').getByTestId('history-item').first();
    await item.getByText('HTTP 200').waitFor();
    assert.match((await item.getByTestId('history-duration').textContent()) ?? '', /^\d[\d.]* ms$/);
    await page.goto(`${url}/dashboard`);
    await page.getByRole('button', { name: 'Riwayat', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: /^Buka lagi QR Code Generator/ }).first().click();
    await page.waitForURL(/\/dashboard\/tools\/qrcode\?coba=1/);
    assert.equal(await page.locator('[data-entry="qrcode"]').getByLabel(/URL atau teks/).inputValue(), target);
  });

  it('tautan berbagi membawa isian, tidak pernah API key, dan dibuka terisi tanpa dikirim', async () => {
    const { page, url } = portal;
    await page.goto(`${url}/dashboard/tools/qrcode`);
    const block = page.locator('[data-entry="qrcode"]');
    await block.getByLabel(/URL atau teks/).fill('Bandung kota kembang');
    await block.getByRole('button', { name: 'Salin tautan' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    assert.ok(link.startsWith(`${url}/dashboard/tools/qrcode?`), link);
    assert.ok(!link.includes(demo.apikey) && !/apikey|token/i.test(link), link);
    const sent: string[] = [];
    page.on('request', (r) => r.url().includes('/api/proxy/tools/') && sent.push(r.url()));
    await page.goto(link);
    const opened = page.locator('[data-entry="qrcode"]');
    await opened.getByTestId('shared-inputs-note').waitFor();
    assert.equal(await opened.getByLabel(/URL atau teks/).inputValue(), 'Bandung kota kembang');
    assert.deepEqual(sent, []);
    await page.goto(`${url}/dashboard/tools/qrcode?coba=1&in.width=lebar&in.entah=1`);
    await page.getByText('Sebagian isian tautan diabaikan').waitFor();
  });

  it('setiap bahasa contoh kode dibuat; Python dijalankan python3 terhadap API bawaan dan dijawab 200', async () => {
    const { page, url } = portal;
    await page.goto(`${url}/dashboard/tools/qrcode`);
    const block = page.locator('[data-entry="qrcode"]');
    await block.getByLabel(/URL atau teks/).fill(target);
    const marks: Record<string, RegExp> = {
      curl: /^curl -X POST/,
      javascript: /fetch\(/,
      node: /fetch\(url, options\)/,
      python: /requests\.post\(url\)/,
      php: /GuzzleHttp/,
      go: /http\.NewRequest\("POST"/,
      postman: /"schema": "https:\/\/schema\.getpostman\.com/,
    };
    for (const [language, mark] of Object.entries(marks)) {
      await block.getByLabel('Contoh kode').selectOption(language);
      const code = block.locator(`[data-testid="snippet-code"][data-language="${language}"]`);
      await code.waitFor();
      const text = (await code.textContent()) ?? '';
      assert.match(text, mark, language);
      assert.ok(text.includes('/api/proxy/tools/qrcode?') && !text.includes(demo.apikey), `${language}: ${text}`);
    }
    await block.getByLabel('Contoh kode').selectOption('python');
    await block.getByRole('switch', { name: 'Tampilkan API Key' }).check();
    const python = block.locator('[data-testid="snippet-code"][data-language="python"]').filter({ hasText: demo.apikey });
    await python.waitFor();
    // The snippet as shown, printing the status instead of the PNG's bytes.
    const program = ((await python.textContent()) ?? '').replace('print(response.text)', 'print(response.status_code)');
    const status = execFileSync('python3', ['-c', program], { encoding: 'utf8' });
    assert.equal(status.trim(), '200');
  });
});
