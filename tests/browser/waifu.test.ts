import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Locator } from 'playwright-core';
import { login, startPortal, type Portal } from './harness.ts';

describe('Waifu di Chromium dengan API bawaan', () => {
  let portal: Portal;
  /** Paths of the waifu calls the page made, in order. */
  const calls: string[] = [];
  before(async () => {
    portal = await startPortal();
    await login(portal);
    portal.page.on('request', (req) => {
      const path = new URL(req.url()).pathname;
      if (path.startsWith('/api/proxy/')) calls.push(`${req.method()} ${path.slice('/api/proxy'.length)}`);
    });
  });
  after(async () => portal?.close());

  const widget = () => portal.page.getByRole('region', { name: 'Coba Fitur Waifu' });
  const tab = (name: string) => widget().getByRole('tab', { name, exact: true });

  /** Answers a confirmation dialog, after checking its question. */
  async function confirm(question: string, button: string): Promise<void> {
    const dialog = portal.page.getByRole('dialog');
    await dialog.getByText(question, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: button }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  async function claimRem(): Promise<void> {
    await tab('Cari').click();
    const w = widget();
    await w.getByLabel('Nama waifu').fill('Rem');
    await w.getByRole('button', { name: 'Cari', exact: true }).click();
    const card: Locator = w.getByRole('region', { name: 'Waifu Rem' });
    await card.getByText('Waifu ID: 1042').waitFor();
    await card.getByRole('button', { name: 'Klaim', exact: true }).click();
    await w.getByRole('alert').filter({ hasText: 'Rem berhasil diklaim.' }).waitFor();
  }

  it('menampilkan waifu acak dengan detail karakter dan ID pengguna contoh', async () => {
    const { page, url } = portal;
    await page.goto(`${url}/dashboard/waifu`);
    await widget().getByRole('region', { name: /^Waifu / }).getByText(/^Anime: /).waitFor();
    await tab('uji coba klaim user').click();
    await widget().getByRole('tabpanel').getByText('123456789', { exact: true }).waitFor();
    await widget().getByText('Belum ada waifu yang diklaim.').waitFor();
  });

  it('klaim lalu lepas dengan konfirmasi: daftar klaim dimuat ulang setiap kali', async () => {
    await claimRem();
    await tab('uji coba klaim user').click();
    const release = widget().getByRole('button', { name: 'Lepas Rem' });
    await release.waitFor();
    await release.click();
    await confirm('Yakin ingin melepas waifu ini?', 'Ya, lepas');
    await widget().getByRole('tabpanel').getByText('Belum ada waifu yang diklaim.').waitFor();
    assert.ok(calls.includes('DELETE /unclaim'));
  });

  it('nikah lalu batal nikah dengan konfirmasi: tab Pernikahan ditampilkan dan dimuat ulang, berakhir kosong', async () => {
    await claimRem();
    await tab('uji coba klaim user').click();
    await widget().getByRole('button', { name: 'Nikahi Rem' }).click();
    const loadsBefore = calls.filter((c) => c === 'GET /mymarriage').length;
    await confirm('Yakin ingin menikahi waifu ini?', 'Ya, nikahi');
    assert.equal(await tab('Pernikahan').getAttribute('aria-selected'), 'true');
    const panel = widget().getByRole('tabpanel');
    await panel.getByText('Menikah dengan Rem').waitFor();
    assert.equal(calls.filter((c) => c === 'GET /mymarriage').length, loadsBefore + 1);

    await panel.getByRole('button', { name: 'Batalkan Pernikahan' }).click();
    await confirm('Yakin ingin membatalkan pernikahan?', 'Ya, batalkan');
    await panel.getByText('Kamu belum menikah dengan waifu mana pun.').waitFor();
    assert.equal(await tab('Pernikahan').getAttribute('aria-selected'), 'true');
    assert.equal(calls.filter((c) => c === 'GET /mymarriage').length, loadsBefore + 2);
    assert.ok(calls.includes('DELETE /unmarry'));
  });
});
