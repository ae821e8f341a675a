import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startLoopback, type LoopbackServer } from '../fixtures/fault-servers/index.ts';
import { askWeatherFromCoba, login, startPortal, type Portal } from './harness.ts';
import { layoutProblems } from './layout-check.ts';

/** A stand-in API behind the portal: one account, its profile, and the weather entry. */
const apikey = 'kunci-hulu-log';
const token = 'token-hulu-log';

describe('di depan API sungguhan: portal mencatat panggilan per API key', () => {
  let upstream: LoopbackServer;
  let portal: Portal;
  before(async () => {
    upstream = await startLoopback((req, res) => {
      req.resume();
      const url = new URL(req.url ?? '/', 'http://hulu');
      const answer = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (url.pathname === '/api/auth/login') return answer(200, { status: true, data: { apikey, token } });
      if (url.searchParams.get('apikey') !== apikey) return answer(401, { status: false, message: 'API Key tidak valid.' });
      if (url.pathname === '/api/proxy/profile') {
        if (req.headers.authorization !== `Bearer ${token}`) return answer(401, { status: false, message: 'Token sesi tidak valid.' });
        return answer(200, { status: true, data: { nama: 'Pengguna Hulu', role: 'USER', totalreq: 2, limit: 50, backgroundImageUrl: '' } });
      }
      if (url.pathname === '/api/proxy/features/cuaca') {
        const kota = url.searchParams.get('kota');
        if (!kota) return answer(400, { status: false, message: 'Kota wajib diisi (hulu).' });
        return answer(200, { status: true, data: { kota, suhu: '27°C', cuaca: 'Cerah', kelembapan: '70%', angin: '10 km/j' } });
      }
      return answer(404, { status: false, message: 'Tidak ada.' });
    });
    portal = await startPortal({ API_UPSTREAM: upstream.url });
    portal.context.setDefaultTimeout(20_000);
  });
  after(async () => {
    await portal?.close();
    await upstream?.close();
  });

  it('di 390 px: panggilan dari Coba dan dari cURL tampil di profil, dengan pesan penolakan dari upstream', async () => {
    const { page, url } = portal;
    await page.setViewportSize({ width: 390, height: 844 });
    await login(portal);
    await askWeatherFromCoba(portal, /Bandung/);
    const refused = await fetch(`${url}/api/proxy/features/cuaca?kota=&apikey=${apikey}`, { headers: { 'user-agent': 'curl/8.5.0' } });
    assert.equal(refused.status, 400);

    await page.goto(`${url}/profile`);
    await page.getByRole('heading', { name: 'Pemakaian' }).waitFor();
    await page.getByTestId('usage-chart').locator('canvas').waitFor();
    assert.match((await page.getByTestId('usage-summary').textContent()) ?? '', /2 request, 1 error/);
    // The log is the profile's 'Log' section, its own address.
    await page.goto(`${url}/profile#log`);
    const rows = page.getByTestId('log-row');
    await rows.nth(1).waitFor();
    assert.equal(await rows.count(), 2);
    assert.equal(await rows.first().getAttribute('data-id'), refused.headers.get('x-request-id'));
    assert.match((await rows.first().textContent()) ?? '', /Kota wajib diisi \(hulu\)\./);
    assert.equal(await rows.nth(1).getAttribute('data-entry'), 'cuaca');
    assert.deepEqual(await layoutProblems(page), []);
  });
});
