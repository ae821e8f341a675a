import { describe, expect, it } from 'vitest';
import { startEmbeddedServer } from '../../../helpers/embedded-api.ts';

const server = startEmbeddedServer({ apikey: 'kunci-metode', token: 'token-metode', limit: 1000 });

describe('metode yang tidak dimiliki sebuah alamat', () => {
  it('QUERY dengan body rusak dijawab 405 dengan Allow, sebelum body dibaca', async () => {
    const res = await server.app.inject({
      method: 'QUERY' as 'GET',
      url: '/api/proxy/games?apikey=kunci-metode',
      headers: { 'content-type': 'application/json' },
      payload: '{rusak',
    });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect(res.json()).toEqual({ status: false, message: 'Metode QUERY tidak didukung untuk alamat ini.' });
  });

  it('QUERY tanpa body dan tanpa API key tetap 405, bukan 400 atau 401', async () => {
    const res = await server.app.inject({ method: 'QUERY' as 'GET', url: '/api/proxy/tools/qrcode' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('OPTIONS, POST');
  });

});
