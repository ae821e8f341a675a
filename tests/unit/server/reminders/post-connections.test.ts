/**
 * Posts to one checked address reuse their connection (a burst to one receiver does not connect
 * a thousand times); another name keeps connections of its own.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { postPinned } from '../../../../src/server/reminders/send.ts';

let server: Server;
let port = 0;
const connections: string[] = [];
const limits = { timeoutMs: 2_000, answerCapBytes: 1_024 };

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.statusCode = req.url === '/gagal' ? 500 : 204;
      res.end();
    });
  });
  server.on('connection', (socket) => connections.push(String(socket.localAddress)));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

it('five posts to the same checked address go over one connection, each answered', async () => {
  const before = connections.length;
  const results = [];
  for (let i = 0; i < 5; i++) results.push(await postPinned(`http://127.0.0.1:${port}/${i === 3 ? 'gagal' : 'ok'}`, { address: '127.0.0.1', family: 4 }, '{"n":1}', {}, limits));
  expect(results.map((r) => r.status)).toEqual([204, 204, 204, 500, 204]);
  expect(results[3].error).toBe('Penerima menjawab HTTP 500.');
  expect(connections.length - before).toBe(1);
});

it('another host name gets a connection of its own, even at the same checked address', async () => {
  const before = connections.length;
  // Its Host header (and, over https, its certificate's name) is its own: connections are kept per name and address.
  for (let i = 0; i < 3; i++) expect((await postPinned(`http://localhost:${port}/ok`, { address: '127.0.0.1', family: 4 }, '{}', {}, limits)).status).toBe(204);
  expect(connections.length - before).toBe(1);
});
