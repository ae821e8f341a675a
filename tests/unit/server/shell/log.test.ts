import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { portalServer } from '../../../helpers/embedded-api.ts';
import { loggerOptions, redactUrl } from '../../../../src/server/shell/log.ts';

const apikey = 'KUNCI-JANGAN-DICATAT';

describe('the apikey never reaches a log line', () => {
  it.each([
    `/x?apikey=${apikey}`,
    `/x?api%6Bey=${apikey}`,
    `/x?API%6bEY=${apikey}`,
    `/x?APIKEY=${apikey}`,
    `/x?apikey[]=${apikey}`,
    `/x?apikey%5B%5D=${apikey}`,
    `/x?a=1&apikey=${apikey}#frag`,
  ])('masks %s', (url) => {
    expect(redactUrl(url)).not.toContain(apikey);
    expect(redactUrl(url)).toContain('***');
  });

  it('keeps other parameters as they are', () => expect(redactUrl('/x?kota=Bandung&hari=3')).toBe('/x?kota=Bandung&hari=3'));

  it('masks every spelling in request lines, error lines and framework errors, at every level', async () => {
    const lines: string[] = [];
    const app = await portalServer({
      distDir: null,
      demo: { apikey },
      logger: loggerOptions('trace', { write: (line) => void lines.push(line) }),
      handlers: {
        // A library error quoting the URL it was given, key included.
        'fix-json': async () => {
          throw new Error(`gagal memproses /api/proxy/tools/fix-json?apikey=${apikey}`);
        },
      },
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const port = (app.server.address() as AddressInfo).port;
    try {
      for (const spelling of ['apikey', 'api%6Bey', 'apikey[]', 'APIKEY']) {
        const res = await app.inject({ method: 'POST', url: `/api/proxy/tools/fix-json?${spelling}=${apikey}`, payload: { code: '[1' } });
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
      }
      await new Promise<void>((resolve) => {
        const socket = connect(port, '127.0.0.1', () => socket.end(`GET /%E0%A4%A?apikey=${apikey} HTTP/1.1\r\nhost: x\r\n\r\n`));
        socket.on('close', () => resolve());
        socket.resume();
      });
    } finally {
      await app.close();
    }
    const all = lines.join('');
    expect(all).toContain('gagal memproses');
    expect(all).toContain('***');
    expect(all).not.toContain(apikey);
  });

  it('a request\'s lines carry its id, whichever level lets them through, and a line below the level is dropped', async () => {
    const lines: string[] = [];
    const app = await portalServer({ distDir: null, demo: { apikey }, logger: loggerOptions('warn', { write: (line) => void lines.push(line) }) });
    app.get('/coba-log', async (request) => {
      request.log.info('tidak tercatat');
      request.log.warn({ kota: 'Bandung' }, 'tercatat');
      request.log.child({ tahap: 'kedua' }).error('anak tercatat');
      return { id: request.id };
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/coba-log' });
      const id = (res.json() as { id: string }).id;
      const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.reqId === id);
      expect(logged.map((line) => [line.msg, line.kota ?? line.tahap])).toEqual([
        ['tercatat', 'Bandung'],
        ['anak tercatat', 'kedua'],
      ]);
      expect(lines.join('')).not.toContain('tidak tercatat');
    } finally {
      await app.close();
    }
  });
});
