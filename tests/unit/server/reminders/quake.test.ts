import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { portalServer } from '../../../helpers/embedded-api.ts';
import { reminderEngineOf } from '../../../../src/server/reminders/index.ts';
import type { EmbeddedAnswer } from '../../../../src/server/reminders/ask.ts';

/** The quake feed as a real provider answers it (no example): the latest quake changes between plans. */
let latest = { Wilayah: 'Pusat gempa di laut 87 km BaratDaya Kab. Kepulauan Mentawai', Tanggal: '14 Mei 2025', Jam: '08:42:17 WIB', Magnitude: '5.6', Kedalaman: '24 km', Potensi: 'Tidak berpotensi tsunami', Shakemap: '20250514084217.mmi.jpg' };
const feed = async (): Promise<EmbeddedAnswer> => ({ status: 200, example: null, json: { status: true, data: latest } });

let app: FastifyInstance;
let receiver: Server;
const bodies: string[] = [];

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      bodies.push(body);
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  app = await portalServer({ reminders: { run: true, allow: ['127.0.0.1/32'], ask: feed } });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  receiver.close();
});

it('gempa M 5.0+ baru dikirim sekali per gempa; yang di bawah 5.0 tidak', async () => {
  const signup = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { username: 'gempa.uji', password: 'rahasia-panjang-1', nama: 'G' } });
  const { apikey } = (signup.json() as { data: { apikey: string } }).data;
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  expect((await app.inject({ method: 'POST', url: `/api/proxy/reminders/webhook/quake?apikey=${apikey}`, payload: { webhookUrl: url, username: 'Info Gempa' } })).statusCode).toBe(200);
  const waitFor = async (n: number) => {
    const end = Date.now() + 15_000;
    while (bodies.length < n && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 100));
  };
  await reminderEngineOf(app)?.planNow();
  await waitFor(1);
  const first = JSON.parse(bodies[0]) as { content: string; embeds: { image?: { url: string } }[] };
  expect(first.content).toBe('Gempa M 5.6: Pusat gempa di laut 87 km BaratDaya Kab. Kepulauan Mentawai.');
  expect(first.embeds[0].image?.url).toBe('https://data.bmkg.go.id/DataMKG/TEWS/20250514084217.mmi.jpg');
  // The same quake at the next minute's plan: not again.
  await reminderEngineOf(app)?.planNow();
  latest = { ...latest, Jam: '09:10:00 WIB', Magnitude: '4.7' };
  await reminderEngineOf(app)?.planNow();
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  expect(bodies).toHaveLength(1);
  latest = { ...latest, Jam: '10:00:00 WIB', Magnitude: '6.1', Wilayah: 'Laut Banda' };
  await reminderEngineOf(app)?.planNow();
  await waitFor(2);
  expect((JSON.parse(bodies[1]) as { content: string }).content).toBe('Gempa M 6.1: Laut Banda.');
}, 60_000);
