import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalServer } from '../../../helpers/embedded-api.ts';
import { serverMessages as m } from '../../../../src/server/common/messages.ts';
import { addressPolicy } from '../../../../src/server/net/address-policy.ts';

const policy = addressPolicy();

describe('address policy without any allow list', () => {
  it.each(['93.184.215.14', '8.8.8.8', '1.1.1.1', '2606:2800:220:1:248:1893:25c8:1946', '2a00:1450:4001:80b::200e'])(
    'lets the public address %s through',
    (address) => expect(policy.refusesAddress(address)).toBe(false),
  );

  it.each([
    '::127.0.0.1',
    '::7f00:1',
    '::ffff:0:127.0.0.1',
    '::ffff:0:a00:1',
    '64:ff9b:1::7f00:1',
    '64:ff9b::a9fe:a9fe',
    'fec0::1',
    '2002:7f00:1::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    '::ffff:127.0.0.1',
    '127.0.0.1',
    '10.1.2.3',
  ])('refuses %s, which reaches this machine or a private network', (address) => expect(policy.refusesAddress(address)).toBe(true));
});

describe('image proxy without any allow list', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // Only names are answered here; literal public addresses are tried for real and fail offline.
    const resolve = async (host: string) => (host === 'publik.contoh' ? [{ address: '93.184.215.14', family: 4 as const }] : []);
    app = await portalServer({ distDir: null, demo: { apikey: 'kunci-uji' }, imageProxy: { resolve, timeoutMs: 300 } });
  });
  afterAll(() => app.close());

  it.each(['http://93.184.215.14/x.png', 'http://publik.contoh/x.png'])('does not refuse the public IPv4 image %s', async (url) => {
    const res = await app.inject({ method: 'GET', url: '/api/images/proxy', query: { url, apikey: 'kunci-uji' } });
    // Offline the fetch itself fails (502); what matters is that the address was not refused.
    expect(res.json().message).not.toBe(m.imageAddressRefused);
    expect(res.statusCode).toBe(502);
  });

  it.each(['http://[::127.0.0.1]/a.png', 'http://[::ffff:0:127.0.0.1]/a.png', 'http://[64:ff9b:1::7f00:1]/a.png', 'http://[fec0::1]/a.png'])(
    'refuses %s before any connection',
    async (url) => {
      const res = await app.inject({ method: 'GET', url: '/api/images/proxy', query: { url, apikey: 'kunci-uji' } });
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 403, body: { status: false, message: m.imageAddressRefused } });
    },
  );
});
