import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { portalServer, type PortalOptions } from '../../../helpers/embedded-api.ts';
import { limitKindOf, tooManyRequestsMessage } from '../../../../src/server/shell/rate-limits.ts';
import { startLoopback, type LoopbackServer } from '../../../fixtures/fault-servers/index.ts';

/** Routes as lenient servers do: decoded, slashes folded, any case. */
const isLogin = (url: string | undefined) => decodeURIComponent(url ?? '').replace(/\/+/g, '/').toLowerCase().startsWith('/api/auth/login');

/** A stand-in API: refuses every login, answers everything else, and remembers what it was sent. */
let upstream: LoopbackServer;
const seen: { url: string; headers: IncomingHttpHeaders }[] = [];

beforeAll(async () => {
  upstream = await startLoopback((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    req.resume();
    req.on('end', () => {
      const login = isLogin(req.url);
      res.writeHead(login ? 401 : 200, {
        'content-type': 'application/json',
        'access-control-allow-origin': '*',
        'access-control-allow-credentials': 'true',
        'access-control-expose-headers': 'x-asal',
        'set-cookie': ['sesi=rahasia; Path=/; HttpOnly', 'pelacak=1; Path=/'],
        'x-asal': 'hulu',
      });
      res.end(JSON.stringify(login ? { status: false, message: 'Username atau password salah.' } : { status: true }));
    });
  });
});
afterAll(() => upstream.close());

let portal: FastifyInstance | undefined;
afterEach(async () => {
  await portal?.close();
  portal = undefined;
  seen.length = 0;
});

/** The portal in front of the stand-in, listening on loopback so addresses are real. */
async function startPortal(options: Partial<PortalOptions> = {}): Promise<string> {
  portal = await portalServer({ distDir: null, upstreamUrl: upstream.url, rateLimits: { login: 5, images: 60, api: 120 }, ...options });
  await portal.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(portal.server.address() as AddressInfo).port}`;
}

const wrongLogin = (base: string, path = '/api/auth/login', headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{"username":"demo","password":"salah"}' });

describe('in front of a real API: the limits hold', () => {
  it('8 wrong logins in a row: 5 reach the API, then 429 from the portal with Retry-After and the message', async () => {
    const base = await startPortal();
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 8; i++) {
      last = await wrongLogin(base);
      statuses.push(last.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    expect(seen.filter((r) => isLogin(r.url))).toHaveLength(5);
    const retryAfter = Number(last?.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(await last?.json()).toEqual({ status: false, message: tooManyRequestsMessage(retryAfter) });
  });

  it('another spelling of the login path counts against the same limit', async () => {
    const base = await startPortal({ rateLimits: { login: 2, images: 0, api: 0 } });
    expect((await wrongLogin(base, '/api/auth/login?x=1')).status).toBe(401);
    expect((await wrongLogin(base, '/api//auth/%6Cogin/')).status).toBe(401);
    expect((await wrongLogin(base, '/api/auth/Login')).status).toBe(429);
  });

  it('the API calls count per apikey and the image proxy per address, as in embedded mode', async () => {
    const base = await startPortal({ rateLimits: { login: 0, images: 1, api: 2 } });
    const call = (path: string) => fetch(`${base}${path}`).then((r) => r.status);
    expect(await call('/api/proxy/games?apikey=k1&q=math')).toBe(200);
    expect(await call('/api/proxy/features/cuaca?apikey=k1&kota=Bandung')).toBe(200);
    expect(await call('/api/proxy/games?apikey=k1&q=math')).toBe(429);
    expect(await call('/api/proxy/games?apikey=k2&q=math')).toBe(200);
    // The profile is the session check, never limited as an API call.
    expect(await call('/api/proxy/profile?apikey=k1')).toBe(200);
    expect(await call('/api/images/proxy?apikey=k1&url=http://a.contoh/x.png')).toBe(200);
    expect(await call('/api/images/proxy?apikey=k1&url=http://a.contoh/y.png')).toBe(429);
  });

  it('decides the limit from the path, whatever its spelling', () => {
    expect(limitKindOf('/api/auth/login')).toBe('login');
    expect(limitKindOf('/api/auth//login/?a=b')).toBe('login');
    expect(limitKindOf('/api/auth/%4C%4F%47%49%4E')).toBe('login');
    expect(limitKindOf('http://portal.contoh/api/auth/login')).toBe('login');
    expect(limitKindOf('/api/images/proxy?url=x')).toBe('images');
    expect(limitKindOf('/api/proxy/tools/qrcode?apikey=k')).toBe('api');
    expect(limitKindOf('/api/proxy/Profile/?apikey=k')).toBeNull();
    expect(limitKindOf('/api/auth/register')).toBe('register');
    expect(limitKindOf('/api/auth/logout')).toBeNull();
    expect(limitKindOf('/dashboard')).toBeNull();
  });
});

describe('in front of a real API: who the client is', () => {
  it('the API sees the client address the portal saw, never a forged X-Forwarded-For', async () => {
    const base = await startPortal();
    const host = new URL(base).host;
    await fetch(`${base}/api/proxy/games?apikey=k&q=math`, {
      headers: { 'x-forwarded-for': '6.6.6.6', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'palsu.contoh', forwarded: 'for=6.6.6.6', 'x-real-ip': '6.6.6.6', cookie: 'lain=1' },
    });
    const { headers } = seen[0];
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers['x-forwarded-proto']).toBe('http');
    expect(headers['x-forwarded-host']).toBe(host);
    expect(JSON.stringify(headers)).not.toContain('6.6.6.6');
    expect(JSON.stringify(headers)).not.toContain('palsu.contoh');
    expect(headers.cookie).toBeUndefined();
    expect(headers.host).toBe(`127.0.0.1:${upstream.port}`);
  });

  it('behind a balancer TRUST_PROXY names, the chain up to the client is passed on, the forged part dropped', async () => {
    // The balancer is this machine (127.0.0.1); the client behind it wrote its own entry first.
    const base = await startPortal({ trustProxy: '127.0.0.1' });
    await fetch(`${base}/api/proxy/games?apikey=k&q=math`, {
      headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.7', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'portal.contoh' },
    });
    const { headers } = seen[0];
    expect(headers['x-forwarded-for']).toBe('203.0.113.7, 127.0.0.1');
    expect(headers['x-forwarded-proto']).toBe('https');
    expect(headers['x-forwarded-host']).toBe('portal.contoh');
  });

  it('a trusted balancer does not make the login limit shared: each client behind it has its own', async () => {
    const base = await startPortal({ trustProxy: '127.0.0.1', rateLimits: { login: 1, images: 0, api: 0 } });
    expect((await wrongLogin(base, undefined, { 'x-forwarded-for': '203.0.113.7' })).status).toBe(401);
    expect((await wrongLogin(base, undefined, { 'x-forwarded-for': '203.0.113.7' })).status).toBe(429);
    expect((await wrongLogin(base, undefined, { 'x-forwarded-for': '198.51.100.9' })).status).toBe(401);
    expect(seen.map((r) => r.headers['x-forwarded-for'])).toEqual(['203.0.113.7, 127.0.0.1', '198.51.100.9, 127.0.0.1']);
  });
});

describe('in front of a real API: what reaches the browser', () => {
  it('no CORS header and no Set-Cookie of the API, its other headers kept, framing refused', async () => {
    const base = await startPortal();
    const res = await fetch(`${base}/api/proxy/games?apikey=k&q=math`, { headers: { origin: 'https://lain.contoh' } });
    expect(res.status).toBe(200);
    const names = [...res.headers.keys()];
    expect(names.filter((n) => n.startsWith('access-control-'))).toEqual([]);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(res.headers.get('x-asal')).toBe('hulu');
    expect(res.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'; frame-ancestors 'none'");
    expect(await res.json()).toEqual({ status: true });
  });
});
