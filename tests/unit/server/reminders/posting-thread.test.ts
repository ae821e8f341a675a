/**
 * The posting thread takes a burst's posts in one message and answers each one: every post of a
 * burst is answered with its own receiver's status and signed for its own event, and a receiver
 * that takes its time holds only its own answer.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { postOffLoop } from '../../../../src/server/reminders/post-pool.ts';
import type { SignedPost } from '../../../../src/server/reminders/post-task.ts';

let server: Server;
let port = 0;
const secret = `whsec_${Buffer.alloc(24, 7).toString('base64')}`;
/** webhook-id → whether its signature verified, as the receiver saw it. */
const received = new Map<string, boolean>();

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const headers = { 'webhook-id': String(req.headers['webhook-id']), 'webhook-timestamp': String(req.headers['webhook-timestamp']), 'webhook-signature': String(req.headers['webhook-signature']) };
      let valid = true;
      try {
        new Webhook(secret).verify(body, headers);
      } catch {
        valid = false;
      }
      received.set(headers['webhook-id'], valid);
      const answer = () => {
        res.statusCode = req.url?.startsWith('/gagal') ? 500 : 204;
        res.end();
      };
      if (req.url?.startsWith('/lambat')) setTimeout(answer, 1_500);
      else answer();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

const post = (path: string, n: number): SignedPost => ({
  url: `http://127.0.0.1:${port}/${path}/${n}`,
  address: { address: '127.0.0.1', family: 4 },
  body: JSON.stringify({ n }),
  secret,
  webhookId: `msg_${path}_${n}`,
  at: Date.now(),
  limits: { timeoutMs: 5_000, answerCapBytes: 1_024 },
});

it('a burst of 400 posts set off in one turn: each answered with its own status, each signed for its own event', async () => {
  const paths = Array.from({ length: 400 }, (_, n) => (n % 5 === 0 ? 'gagal' : 'ok'));
  const results = await Promise.all(paths.map((path, n) => postOffLoop(post(path, n))));
  expect(results.map((r) => r.status)).toEqual(paths.map((path) => (path === 'gagal' ? 500 : 204)));
  expect(results.filter((r) => r.status === 500).every((r) => r.error === 'Penerima menjawab HTTP 500.')).toBe(true);
  for (const [n, path] of paths.entries()) expect(received.get(`msg_${path}_${n}`)).toBe(true);
});

it('a slow receiver holds only its own answer', async () => {
  const answeredAt = new Map<string, number>();
  const started = Date.now();
  const slow = postOffLoop(post('lambat', 1)).then((r) => (answeredAt.set('lambat', Date.now() - started), r));
  const quick = Array.from({ length: 20 }, (_, n) => postOffLoop(post('ok', 1_000 + n)).then((r) => (answeredAt.set(`ok${n}`, Date.now() - started), r)));
  await Promise.all([slow, ...quick]);
  expect((await slow).status).toBe(204);
  const slowestQuick = Math.max(...[...answeredAt].filter(([k]) => k !== 'lambat').map(([, ms]) => ms));
  expect(slowestQuick).toBeLessThan(1_000);
  expect(answeredAt.get('lambat')).toBeGreaterThanOrEqual(1_400);
});
