import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { portalServer } from '../../../helpers/embedded-api.ts';
import { shutdown } from '../../../../src/server/shell/shutdown.ts';

let app: FastifyInstance | undefined;
afterEach(async () => {
  app?.server.closeAllConnections();
  await app?.close();
  app = undefined;
});

/** A server with one slow route, as a long upload or upstream call would be. */
async function slowServer(delayMs: number): Promise<{ app: FastifyInstance; port: number }> {
  const server = await portalServer({ distDir: null });
  server.get('/lambat', async () => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return { status: true, selesai: true };
  });
  await server.listen({ host: '127.0.0.1', port: 0 });
  return { app: server, port: (server.server.address() as AddressInfo).port };
}

function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

describe('berhenti dengan tertib (SIGTERM)', () => {
  it('request yang sedang berjalan diselesaikan, koneksi baru ditolak, lalu selesai dengan kode 0', async () => {
    const started = await slowServer(400);
    app = started.app;
    const inFlight = get(started.port, '/lambat');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stopping = shutdown(app, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(get(started.port, '/healthz')).rejects.toThrow(/ECONNREFUSED/);
    expect(await inFlight).toEqual({ status: 200, body: JSON.stringify({ status: true, selesai: true }) });
    expect(await stopping).toBe(0);
  });

  it('request yang melewati batas waktu diputus agar proses tetap berhenti (kode 1)', async () => {
    const started = await slowServer(60_000);
    app = started.app;
    const inFlight = get(started.port, '/lambat');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const t0 = Date.now();
    expect(await shutdown(app, 300)).toBe(1);
    expect(Date.now() - t0).toBeLessThan(2_000);
    await expect(inFlight).rejects.toThrow();
  });
});
