import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Providers } from '../../../../src/server/providers/index.ts';
import { portalServer } from '../../../helpers/embedded-api.ts';
import { startProviderStandIn, type ProviderStandIn } from '../../../helpers/provider-stand-in.ts';

let standIn: ProviderStandIn;
let now = 0;
const clock = () => now;

beforeAll(async () => {
  standIn = await startProviderStandIn();
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.mode = 'ok';
  standIn.slowMs = 2_000;
  standIn.requests.length = 0;
  standIn.overrides.clear();
  now = 1_000_000;
});

const providers = (timeoutMs = 1_000) => new Providers({ offline: false, timeoutMs, urls: standIn.urls, now: clock });

const tokyo = { kota: 'Tokyo', negara: 'JP', kondisi: 'Cerah berawan', suhu: 12.3, terasa_seperti: 10.1, angin: '9.4 km/jam', kelembapan: 58 };

describe('Open-Meteo adapter (open-meteo)', () => {
  it("maps Tokyo to the entry's fields: geocoded in Indonesian, then the current weather at its coordinates", async () => {
    const outcome = await providers().answer('open-meteo', { kota: 'Tokyo' });
    expect(outcome).toEqual({ live: true, result: { status: 200, json: { status: true, data: tokyo } } });
    const [search, forecast] = standIn.requests;
    expect(search.pathname).toBe('/geocoding/v1/search');
    expect(Object.fromEntries(search.searchParams)).toMatchObject({ name: 'Tokyo', count: '1', language: 'id' });
    expect(forecast.pathname).toBe('/forecast/v1/forecast');
    expect(Object.fromEntries(forecast.searchParams)).toMatchObject({
      latitude: '35.6895',
      longitude: '139.69171',
      current: 'temperature_2m,apparent_temperature,relative_humidity_2m,wind_speed_10m,weather_code',
    });
  });

  it("a city the geocoder does not know answers 404 'Kota tidak ditemukan.' without asking for weather", async () => {
    const outcome = await providers().answer('open-meteo', { kota: 'Kota Yang Tidak Ada' });
    expect(outcome).toEqual({ live: true, result: { status: 404, json: { status: false, message: 'Kota tidak ditemukan.' } } });
    expect(standIn.hits('/forecast/v1/forecast')).toBe(0);
  });

  it("reuses a city's answer for 10 minutes, whatever its case and spaces, then asks again", async () => {
    const p = providers();
    await p.answer('open-meteo', { kota: 'Tokyo' });
    await p.answer('open-meteo', { kota: '  tokyo ' });
    now += 10 * 60_000 - 1;
    await p.answer('open-meteo', { kota: 'TOKYO' });
    expect(standIn.hits('/geocoding/v1/search')).toBe(1);
    await p.answer('open-meteo', { kota: 'Osaka' });
    expect(standIn.hits('/geocoding/v1/search')).toBe(2);
    now += 1;
    expect(await p.cityWeather('Tokyo')).toEqual({ live: true, weather: tokyo });
    expect(standIn.hits('/geocoding/v1/search')).toBe(3);
  });

  it('a provider slower than the timeout gives no answer: the reason is the timeout', async () => {
    standIn.mode = 'slow';
    const outcome = await providers(150).answer('open-meteo', { kota: 'Tokyo' });
    expect(outcome).toEqual({
      live: false,
      reason: 'timeout',
      notice: 'Layanan cuaca luar (Open-Meteo) tidak dapat dihubungi dari server ini; ini contoh jawaban, bukan cuaca Tokyo saat ini.',
    });
  });

  it('the breaker opens after 3 failures in a row, refuses at once during its 30 s cool-down, then lets one trial through', async () => {
    const p = providers();
    standIn.mode = 'fail';
    for (let i = 0; i < 3; i++) expect(await p.answer('open-meteo', { kota: 'Tokyo' })).toMatchObject({ live: false, reason: 'failed' });
    expect(p.breakerState('open-meteo')).toBe('open');
    expect(await p.answer('open-meteo', { kota: 'Tokyo' })).toMatchObject({ live: false, reason: 'breaker-open' });
    now += 30_000 - 1;
    expect(await p.answer('open-meteo', { kota: 'Tokyo' })).toMatchObject({ live: false, reason: 'breaker-open' });
    expect(standIn.hits('/geocoding/v1/search')).toBe(3);

    // The trial fails: open again for another cool-down.
    now += 1;
    expect(await p.answer('open-meteo', { kota: 'Tokyo' })).toMatchObject({ live: false, reason: 'failed' });
    expect(p.breakerState('open-meteo')).toBe('open');
    expect(standIn.hits('/geocoding/v1/search')).toBe(4);

    // The provider is back: the next trial succeeds and closes the breaker.
    standIn.mode = 'ok';
    now += 30_000;
    expect(await p.answer('open-meteo', { kota: 'Tokyo' })).toMatchObject({ live: true });
    expect(p.breakerState('open-meteo')).toBe('closed');
    expect(await p.answer('open-meteo', { kota: 'Osaka' })).toMatchObject({ live: true });
  });

  it('offline, no provider is asked at all', async () => {
    const p = new Providers({ offline: true, timeoutMs: 1_000, urls: standIn.urls, now: clock });
    expect(await p.cityWeather('Tokyo')).toEqual({
      live: false,
      reason: 'offline',
      notice: 'Server ini berjalan offline, jadi layanan cuaca luar (Open-Meteo) tidak dihubungi; ini contoh jawaban, bukan cuaca Tokyo saat ini.',
    });
    expect(standIn.requests).toHaveLength(0);
  });
});

describe('BMKG adapter (bmkg-gempa)', () => {
  it("answers the newest M 5.0+ quake of gempaterkini.json with autogempa.json's shakemap when it is the same quake", async () => {
    const outcome = await providers().answer('bmkg-gempa', {});
    expect(outcome).toEqual({
      live: true,
      result: {
        status: 200,
        json: {
          status: true,
          data: {
            Tanggal: '28 Nov 2026',
            Jam: '19:05:12 WIB',
            DateTime: '2026-11-28T12:05:12+00:00',
            Coordinates: '-7.91,107.12',
            Lintang: '7.91 LS',
            Bujur: '107.12 BT',
            Magnitude: '5.2',
            Kedalaman: '35 km',
            Wilayah: 'Pusat gempa berada di laut 88 km BaratDaya Kab. Garut',
            Potensi: 'Gempa ini dirasakan untuk diteruskan pada masyarakat',
            Dirasakan: 'III Garut, II Tasikmalaya',
            Shakemap: '20261128190512.mmi.jpg',
          },
        },
      },
    });
  });

  it('a later quake below M 5.0 in autogempa.json is not the answer, and its shakemap is not lent to the M 5.0+ one', async () => {
    standIn.overrides.set('/bmkg/autogempa.json', {
      Infogempa: {
        gempa: {
          Tanggal: '29 Nov 2026', Jam: '02:10:00 WIB', DateTime: '2026-11-28T19:10:00+00:00', Coordinates: '-8.1,115.2', Lintang: '8.10 LS', Bujur: '115.20 BT',
          Magnitude: '3.4', Kedalaman: '10 km', Wilayah: 'Pusat gempa berada di darat 5 km Utara Bangli', Potensi: 'Gempa ini dirasakan untuk diteruskan pada masyarakat',
          Dirasakan: 'II Bangli', Shakemap: '20261129021000.mmi.jpg',
        },
      },
    });
    const outcome = await providers().latestQuake();
    expect(outcome).toMatchObject({ live: true, quake: { DateTime: '2026-11-28T12:05:12+00:00', Magnitude: '5.2', Wilayah: '88 km BaratDaya KAB-GARUT-JABAR' } });
    expect(outcome.live && outcome.quake.Shakemap).toBeUndefined();
  });

  it('a feed in another shape is a failure, never a half-read quake', async () => {
    standIn.overrides.set('/bmkg/gempaterkini.json', { Infogempa: { gempa: [{ Tanggal: '28 Nov 2026' }] } });
    expect(await providers().answer('bmkg-gempa', {})).toMatchObject({ live: false, reason: 'failed' });
  });

  it('reuses the latest quake for 60 s, then asks BMKG again', async () => {
    const p = providers();
    await p.latestQuake();
    now += 59_999;
    await p.latestQuake();
    expect(standIn.hits('/bmkg/gempaterkini.json')).toBe(1);
    now += 1;
    await p.latestQuake();
    expect(standIn.hits('/bmkg/gempaterkini.json')).toBe(2);
  });
});

describe('sourced entries through the embedded API', () => {
  const key = 'kunci-sumber';
  let app: FastifyInstance;
  let offlineApp: FastifyInstance;
  beforeAll(async () => {
    const demo = { apikey: key, token: 'token-sumber', limit: 10_000 };
    app = await portalServer({ demo, providers: { offline: false, timeoutMs: 300, urls: standIn.urls } });
    offlineApp = await portalServer({ demo, providers: { offline: true, timeoutMs: 300, urls: standIn.urls } });
  });
  afterAll(async () => {
    await app.close();
    await offlineApp.close();
  });

  it('with the provider reachable, Tokyo answers Tokyo, JP as a result (no example header, no notice)', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/proxy/features/cuaca?apikey=${key}&kota=Tokyo` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, data: tokyo });
    expect(res.headers['x-portal-example']).toBeUndefined();
    expect(res.headers['x-portal-notice']).toBeUndefined();
    const unknown = await app.inject({ method: 'GET', url: `/api/proxy/features/cuaca?apikey=${key}&kota=Atlantis` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: false, message: 'Kota tidak ditemukan.' });
  });

  it('a timeout answers the stored example unchanged, named in its header, with the notice in header and body', async () => {
    standIn.mode = 'slow';
    const res = await app.inject({ method: 'GET', url: `/api/proxy/features/cuaca?apikey=${key}&kota=Kyoto` });
    expect(res.statusCode).toBe(200);
    const notice = 'Layanan cuaca luar (Open-Meteo) tidak dapat dihubungi dari server ini; ini contoh jawaban, bukan cuaca Kyoto saat ini.';
    expect(res.json()).toEqual({
      status: true,
      data: { kota: 'Jakarta', negara: 'ID', kondisi: 'Berawan sebagian', suhu: 31, terasa_seperti: 35, angin: '3.6 km/jam', kelembapan: 66 },
      notice,
    });
    expect(decodeURIComponent(res.headers['x-portal-example'] as string)).toBe('Contoh tersimpan cuaca Jakarta');
    expect(decodeURIComponent(res.headers['x-portal-notice'] as string)).toBe(notice);
  });

  it('offline (PORTAL_OFFLINE=1), Tokyo\'s weather and the latest quake say plainly they are examples, and nothing is asked', async () => {
    const cuaca = await offlineApp.inject({ method: 'GET', url: `/api/proxy/features/cuaca?apikey=${key}&kota=Tokyo` });
    expect(cuaca.json().data.kota).toBe('Jakarta');
    expect(cuaca.json().notice).toBe('Server ini berjalan offline, jadi layanan cuaca luar (Open-Meteo) tidak dihubungi; ini contoh jawaban, bukan cuaca Tokyo saat ini.');
    const gempa = await offlineApp.inject({ method: 'GET', url: `/api/proxy/features/gempa?apikey=${key}` });
    expect(gempa.json().notice).toBe('Server ini berjalan offline, jadi layanan gempa BMKG tidak dihubungi; ini contoh jawaban, bukan gempa terkini.');
    expect(decodeURIComponent(gempa.headers['x-portal-example'] as string)).toBe('Contoh tersimpan gempa 14 Mei 2025');
    expect(standIn.requests).toHaveLength(0);
  });
});
