import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { startPortal, type Portal } from './harness.ts';
import { layoutProblems } from './layout-check.ts';

/** What the browser keeps of its session. */
const stored = (page: Page) =>
  page.evaluate(() => ({ apiKey: localStorage.getItem('userApiKey'), token: localStorage.getItem('userToken') }));

/** Signs a new developer up through the 'Daftar' form, reached from the login page, landing on the dashboard. */
async function signUp(portal: Portal, nama: string, username: string): Promise<void> {
  const { page, url } = portal;
  await page.goto(`${url}/login`);
  await page.getByRole('link', { name: 'Daftar' }).click();
  await page.getByRole('heading', { level: 1, name: 'Daftar di Portal API' }).waitFor();
  await page.getByLabel('Nama').fill(nama);
  await page.getByRole('textbox', { name: /^Username/ }).fill(username);
  await page.getByLabel(/^Password/).fill('rahasia-sekali');
  await page.getByLabel(/^Ulangi password/).fill('rahasia-sekali');
  await page.getByRole('button', { name: 'Daftar' }).click();
  await page.waitForURL(`${url}/dashboard`);
  await page.getByRole('heading', { level: 1, name: `Halo, ${nama}!` }).waitFor();
}

/** A 'Coba' call of the QR code entry; resolves with the apikey the request carried. */
async function tryQrCode(portal: Portal): Promise<string | null> {
  const { page, url } = portal;
  await page.goto(`${url}/dashboard/tools/qrcode`);
  const block = page.locator('[data-entry="qrcode"]');
  await block.getByLabel(/URL atau teks/).fill('https://example.com');
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().includes('/api/proxy/tools/qrcode')),
    block.getByRole('button', { name: 'Buat QR Code' }).click(),
  ]);
  await block.getByRole('img', { name: /Hasil QR Code/ }).waitFor();
  return new URL(request.url()).searchParams.get('apikey');
}

/** The text of everything a field's aria-describedby names: its hint and its error. */
const description = (field: Locator) =>
  field.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );

/** What the account API answers for a taken username. */
const USERNAME_TAKEN = /sudah dipakai/;

/** The profile as the server answers it for a key and a token: the HTTP status alone. */
async function profileStatus(portal: Portal, apiKey: string, token: string): Promise<number> {
  const res = await portal.page.request.get(`${portal.url}/api/proxy/profile?apikey=${encodeURIComponent(apiKey)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return res.status();
}

describe('akun sungguhan di browser', () => {
  let portal: Portal;
  before(async () => {
    portal = await startPortal();
    portal.context.setDefaultTimeout(20_000);
  });
  after(async () => portal?.close());

  it('daftar di 390 px → dashboard menyapa nama baru → Coba → logout → profil dengan token lama 401', async () => {
    const { page, url } = portal;
    await page.setViewportSize({ width: 390, height: 844 });
    await signUp(portal, 'Sari Dewi', `sari.${Date.now().toString(36)}`);
    assert.deepEqual(await layoutProblems(page), []);
    const session = await stored(page);
    assert.ok(session.apiKey && session.token, 'apikey dan token tersimpan');
    assert.equal(await profileStatus(portal, session.apiKey, session.token), 200);
    assert.equal(await tryQrCode(portal), session.apiKey);
    await page.goto(`${url}/dashboard`);
    // On a phone the account's ways out are behind 'Menu akun'.
    await page.getByRole('button', { name: 'Menu akun' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('Anda berhasil logout.').waitFor();
    await page.waitForURL(`${url}/`);
    assert.deepEqual(await stored(page), { apiKey: null, token: null });
    assert.equal(await profileStatus(portal, session.apiKey, session.token), 401);
  });

  it('nama pengguna yang sudah dipakai ditolak di kolom username', async () => {
    const { page, url } = portal;
    await page.goto(`${url}/daftar`);
    await page.getByLabel('Nama').fill('Tiruan');
    await page.getByRole('textbox', { name: /^Username/ }).fill('demo');
    await page.getByLabel(/^Password/).fill('rahasia-sekali');
    await page.getByLabel(/^Ulangi password/).fill('rahasia-sekali');
    await page.getByRole('button', { name: 'Daftar' }).click();
    const username = page.getByRole('textbox', { name: /^Username/ });
    // The refusal is the username field's own message: focus lands there and it is read with it.
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true');
    assert.equal(await username.evaluate((el) => el === document.activeElement), true);
    assert.match(await description(username), USERNAME_TAKEN);
    assert.equal(page.url(), `${url}/daftar`);
  });

  it('API Key baru tanpa masa tenggang: key lama langsung ditolak, portal tetap bekerja dengan key baru', async () => {
    const { page, url } = portal;
    await page.setViewportSize({ width: 1366, height: 768 });
    await signUp(portal, 'Budi Santoso', `budi_${Date.now().toString(36)}`);
    const before = await stored(page);
    await page.goto(`${url}/profile#kunci`);
    await page.getByRole('radio', { name: /Langsung/ }).check();
    await page.getByRole('button', { name: 'Buat API Key baru' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buat API Key baru?' });
    await dialog.getByText('Key lama langsung ditolak.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Ya, buat key baru' }).click();
    await page.getByText('API Key baru berhasil dibuat dan sudah dipakai portal ini.').waitFor();
    const after = await stored(page);
    assert.ok(after.apiKey && after.apiKey !== before.apiKey, 'key baru tersimpan');
    assert.equal(after.token, before.token);
    assert.equal(await profileStatus(portal, before.apiKey!, before.token!), 401);
    // A reload keeps the session with the new key, and a 'Coba' call goes out with it.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Profil' }).waitFor();
    assert.equal(await tryQrCode(portal), after.apiKey);
  });
});
