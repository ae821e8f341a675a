import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { startLoopback, type LoopbackServer } from '../fixtures/fault-servers/index.ts';
import { scan } from './axe-states.ts';
import { login, startPortal, type Portal } from './harness.ts';
import { layoutProblems } from './layout-check.ts';

type ProfileMode = 'ok' | 'down' | 'refused' | 'cut';

/** A stand-in API behind the portal: any login is accepted; the profile answers as `mode` says. */
let mode: ProfileMode = 'ok';
const profile: [number, unknown] = [200, { status: true, data: { nama: 'Pengguna Hulu', role: 'USER', totalreq: 3, limit: 50, backgroundImageUrl: '' } }];
const profileAnswers: Record<ProfileMode, [number, unknown]> = {
  ok: profile,
  down: [503, { status: false, message: 'Layanan sedang dalam pemeliharaan.' }],
  refused: [401, { status: false, message: 'Token sesi tidak valid.' }],
  // Its first bytes only: the connection breaks in the middle of the body (see the upstream below).
  cut: profile,
};

const greeting = (page: Page) => page.getByRole('heading', { level: 1, name: 'Halo, Pengguna Hulu!' });

const stored = (page: Page) => page.evaluate(() => [localStorage.getItem('userApiKey'), localStorage.getItem('userToken')]);

/** Coming back to the tab makes the page ask for the profile (after its 5 s of quiet). */
async function returnToTab(page: Page): Promise<void> {
  await page.waitForTimeout(5_500);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
}

describe('di depan API sungguhan: gangguan server tidak mengeluarkan pengguna', () => {
  let upstream: LoopbackServer;
  let portal: Portal;
  before(async () => {
    upstream = await startLoopback((req, res) => {
      req.resume();
      const path = (req.url ?? '').split('?')[0];
      const [status, body] =
        path === '/api/auth/login' ? [200, { status: true, data: { apikey: 'kunci-hulu', token: 'token-hulu' } }] : path === '/api/proxy/profile' ? profileAnswers[mode] : [404, { status: false, message: 'Tidak ada.' }];
      res.writeHead(status, { 'content-type': 'application/json' });
      if (path !== '/api/proxy/profile' || mode !== 'cut') return res.end(JSON.stringify(body));
      res.write(JSON.stringify(body).slice(0, 20));
      setTimeout(() => res.destroy(), 50);
    });
    portal = await startPortal({ API_UPSTREAM: upstream.url });
    portal.context.setDefaultTimeout(15_000);
  });
  after(async () => {
    await portal?.close();
    await upstream?.close();
  });

  it('profil dijawab 503 saat dashboard terbuka: sesi tetap, pesan tampil, lalu hilang sendiri', async () => {
    const { page, url } = portal;
    mode = 'ok';
    await login(portal);
    await greeting(page).waitFor();
    mode = 'down';
    await returnToTab(page);
    const notice = page.getByTestId('outage-notice');
    await notice.getByText('Server sedang tidak dapat dihubungi').waitFor();
    await notice.getByText('Layanan sedang dalam pemeliharaan.').waitFor();
    assert.match(await notice.innerText(), /Anda tetap masuk: sesi Anda tidak dihapus\./);
    assert.match(await notice.innerText(), /Mencoba lagi dalam \d+ detik\.|Sedang mencoba lagi\.\.\./);
    assert.equal(new URL(page.url()).pathname, '/dashboard');
    assert.deepEqual(await stored(page), ['kunci-hulu', 'token-hulu']);
    assert.ok(await greeting(page).isVisible());
    const findings = await scan(page, 'dashboard saat gangguan');
    assert.deepEqual(findings.filter((f) => f.impact === 'critical' || f.impact === 'serious').map((f) => `${f.rule} ${f.targets.join(', ')}`), []);
    // A second failed try, then the server is back: the notice goes without anyone clicking.
    await page.waitForTimeout(2_500);
    mode = 'ok';
    await notice.waitFor({ state: 'detached', timeout: 20_000 });
    assert.ok(await greeting(page).isVisible());
    assert.equal(new URL(page.url()).pathname, '/dashboard');
    await page.goto(`${url}/profile`);
    await page.getByRole('heading', { level: 1, name: 'Profil' }).waitFor();
  });

  it('jawaban profil terputus di tengah: sesi tetap, pesan gangguan tampil, lalu hilang sendiri', async () => {
    const { page, url } = portal;
    mode = 'ok';
    await page.goto(`${url}/dashboard`);
    await greeting(page).waitFor();
    // A body that breaks off says nothing of the session: the same as no answer, never a refusal.
    mode = 'cut';
    await returnToTab(page);
    const notice = page.getByTestId('outage-notice');
    await notice.getByText('Server sedang tidak dapat dihubungi').waitFor();
    assert.equal(new URL(page.url()).pathname, '/dashboard');
    assert.deepEqual(await stored(page), ['kunci-hulu', 'token-hulu']);
    mode = 'ok';
    await notice.waitFor({ state: 'detached', timeout: 20_000 });
    assert.ok(await greeting(page).isVisible());
  });

  it('dibuka saat server tidak menjawab: pesan di tempat dashboard, lalu dashboard muncul sendiri', async () => {
    const { page, url } = portal;
    mode = 'down';
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${url}/dashboard`);
    const notice = page.getByTestId('outage-notice');
    await notice.waitFor();
    assert.deepEqual(await layoutProblems(page), []);
    assert.deepEqual(await stored(page), ['kunci-hulu', 'token-hulu']);
    mode = 'ok';
    await greeting(page).waitFor({ timeout: 20_000 });
    assert.equal(await notice.count(), 0);
    await page.setViewportSize({ width: 1366, height: 768 });
  });

  it('lalu profil dijawab 401: sesi berakhir, kunci dan token dihapus, ke /login dengan pesan server', async () => {
    const { page, url } = portal;
    await page.goto(`${url}/dashboard`);
    await greeting(page).waitFor();
    mode = 'refused';
    await returnToTab(page);
    await page.waitForURL(`${url}/login`);
    await page.getByText('Token sesi tidak valid.').waitFor();
    assert.deepEqual(await stored(page), [null, null]);
  });
});
