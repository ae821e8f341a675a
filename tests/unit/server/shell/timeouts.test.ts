import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalServer } from '../../../helpers/embedded-api.ts';
import { serverMessages as m } from '../../../../src/server/common/messages.ts';

let app: FastifyInstance;
let port = 0;
const apikey = 'kunci-waktu';

beforeAll(async () => {
  app = await portalServer({ distDir: null, demo: { apikey }, timeouts: { headersMs: 400, requestMs: 900, bodyIdleMs: 300, idleMs: 5_000 } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close());

/** Opens a connection, lets `drive` write to it, and reports how long it stayed open and what came back. */
function timed(drive: (write: (text: string) => void) => void): Promise<{ ms: number; answer: string }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1', () => drive((text) => socket.writable && socket.write(text)));
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ ms: Date.now() - started, answer: Buffer.concat(chunks).toString('utf8') }));
  });
}

const head = `POST /api/proxy/tools/fix-json?apikey=${apikey} HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n`;

describe('a stalled client never holds its connection', () => {
  it('a body that stops after 12 of 1,000 bytes is cut after the body idle time', async () => {
    const { ms } = await timed((write) => write(`${head}{"code":"[1,`));
    expect(ms).toBeGreaterThanOrEqual(250);
    expect(ms).toBeLessThan(2_000);
  });

  it('a body that trickles on forever ends at the request time limit with 408 in Indonesian', async () => {
    let timer: NodeJS.Timeout | undefined;
    const { ms, answer } = await timed((write) => {
      write(`${head}{"code":"`);
      timer = setInterval(() => write('a'), 100);
    });
    clearInterval(timer);
    expect(ms).toBeLessThan(3_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toContain(JSON.stringify({ status: false, message: m.requestTimeout }));
  });

  it('headers that never end are cut at the headers time limit', async () => {
    const { ms } = await timed((write) => write('GET /api/x HTTP/1.1\r\nhost: 127.0.0.1\r\n'));
    expect(ms).toBeLessThan(2_500);
  });
});
