/** The operator's API against the embedded API (PGlite in memory): its door, its changes, its audit. */
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../../../../src/catalog/messages.ts';
import { operatorMessages } from '../../../../src/catalog/operator-messages.ts';
import { portalServer } from '../../../helpers/embedded-api.ts';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const admin = { username: 'pengelola', password: 'rahasia-pengelola' };

async function server() {
  app = await portalServer({ distDir: null, demo: { apikey: 'kunci-demo', token: 'token-demo' }, admin, defaultLimit: 2 });
  return app;
}

const bearer = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});
const login = async (username: string, password: string) => (await app!.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } })).json().data as { apikey: string; token: string };
const register = async (username: string) =>
  (await app!.inject({ method: 'POST', url: '/api/auth/register', payload: { nama: `Pengembang ${username}`, username, password: 'rahasia-pengembang' } })).json().data as { apikey: string; token: string };
const call = (apikey: string) => app!.inject({ method: 'GET', url: `/api/proxy/features/cuaca?kota=Bandung&apikey=${apikey}` });
const profile = async (who: { apikey: string; token: string }) => (await app!.inject({ method: 'GET', url: `/api/proxy/profile?apikey=${who.apikey}`, headers: bearer(who.token) })).json().data;
const adminCall = (token: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => app!.inject({ method, url: `/api/admin${url}`, headers: bearer(token), payload });

describe('the operator API (/api/admin/*)', () => {
  it('answers 401 without a session and 403 to a USER on every route of the route table', async () => {
    await server();
    const routes = app!.routeTable.filter((r) => r.url.startsWith('/api/admin/'));
    // Every route the console uses is there: a new one is enumerated here without being named.
    expect(routes.length).toBeGreaterThanOrEqual(10);
    const user = await register('pengembang');
    for (const route of routes) {
      const url = route.url.replace(/:[a-zA-Z]+/g, 'x');
      const method = route.method as 'GET' | 'HEAD' | 'POST' | 'PATCH';
      const anonymous = await app!.inject({ method, url, payload: method === 'GET' || method === 'HEAD' ? undefined : {} });
      expect([route.method, route.url, anonymous.statusCode]).toEqual([route.method, route.url, 401]);
      if (method !== 'HEAD') expect(anonymous.json()).toEqual({ status: false, message: messages.sessionExpired });
      const refused = await app!.inject({ method, url, headers: bearer(user.token), payload: method === 'GET' || method === 'HEAD' ? undefined : {} });
      expect([route.method, route.url, refused.statusCode]).toEqual([route.method, route.url, 403]);
      if (method !== 'HEAD') expect(refused.json()).toEqual({ status: false, message: operatorMessages.adminOnly });
    }
  });

  it('a limit raised in the console holds on the next call, and the change is in the audit log', async () => {
    await server();
    const dev = await register('sari');
    const op = await login(admin.username, admin.password);
    expect((await call(dev.apikey)).statusCode).toBe(200);
    expect((await call(dev.apikey)).statusCode).toBe(200);
    expect((await call(dev.apikey)).statusCode).toBe(429);
    const found = (await adminCall(op.token, 'GET', '/accounts?q=sar')).json();
    expect(found.data.items.map((a: { username: string }) => a.username)).toEqual(['sari']);
    expect(found.data.items[0]).toMatchObject({ plan: 'USER', limit: 2, today: 2, disabled: false });
    const patched = await adminCall(op.token, 'PATCH', '/accounts/sari', { dailyLimit: 5 });
    expect(patched.json()).toEqual({ status: true, message: operatorMessages.accountChanged, data: { username: 'sari', plan: 'USER', dailyLimit: 5, disabled: false } });
    expect((await call(dev.apikey)).statusCode).toBe(200);
    const audit = (await adminCall(op.token, 'GET', '/audit?target=sari')).json().data.items;
    expect(audit[0]).toMatchObject({ actor: 'pengelola', action: 'account.change', target: 'sari', before: { dailyLimit: 2, plan: 'USER' }, after: { dailyLimit: 5, plan: 'USER' } });
  });

  it('refuses a bad change with 400 in Indonesian, an unknown account with 404', async () => {
    await server();
    await register('budi');
    const op = await login(admin.username, admin.password);
    const cases: [object, string][] = [
      [{}, operatorMessages.changesRequired],
      [{ plan: 'EMAS' }, operatorMessages.planUnknown],
      [{ dailyLimit: -1 }, operatorMessages.limitInvalid],
      [{ dailyLimit: '10' }, operatorMessages.limitInvalid],
      [{ dailyLimit: 2_147_483_647 }, operatorMessages.limitInvalid],
      [{ disabled: 'ya' }, operatorMessages.disabledInvalid],
    ];
    // The refusal names the highest limit, so 2147483647 is not refused as if it were not 'a whole number 0 or more'.
    expect(operatorMessages.limitInvalid).toBe('dailyLimit harus bilangan bulat 0 sampai 1.000.000.000, atau null untuk tanpa batas.');
    for (const [payload, message] of cases) {
      const res = await adminCall(op.token, 'PATCH', '/accounts/budi', payload);
      expect([payload, res.statusCode, res.json()]).toEqual([payload, 400, { status: false, message }]);
    }
    expect((await adminCall(op.token, 'PATCH', '/accounts/tidak.ada', { dailyLimit: 1 })).statusCode).toBe(404);
    expect((await adminCall(op.token, 'GET', '/overview?range=1y')).json()).toEqual({ status: false, message: operatorMessages.rangeInvalid });
    expect((await adminCall(op.token, 'PATCH', '/accounts/pengelola', { disabled: true })).json()).toEqual({ status: false, message: operatorMessages.selfDisable });
  });

  it('disable, reset password, end sessions and revoke a key each take effect at once, each audited', async () => {
    await server();
    const dev = await register('dewi');
    const op = await login(admin.username, admin.password);
    await adminCall(op.token, 'PATCH', '/accounts/dewi', { disabled: true });
    expect((await call(dev.apikey)).statusCode).toBe(401);
    await adminCall(op.token, 'PATCH', '/accounts/dewi', { disabled: false });
    expect((await call(dev.apikey)).statusCode).toBe(200);
    const reset = (await adminCall(op.token, 'POST', '/accounts/dewi/password', { password: 'sandi-baru-dewi' })).json();
    expect(reset).toEqual({ status: true, message: operatorMessages.passwordReset, data: { password: 'sandi-baru-dewi' } });
    const again = await login('dewi', 'sandi-baru-dewi');
    expect((await adminCall(op.token, 'POST', '/accounts/dewi/sessions/end')).json().data).toEqual({ ended: 1 });
    expect((await app!.inject({ method: 'GET', url: '/api/account/upgrade-requests', headers: bearer(again.token) })).statusCode).toBe(401);
    const detail = (await adminCall(op.token, 'GET', '/accounts/dewi')).json().data;
    expect(detail.keys).toHaveLength(1);
    expect(detail.recentCalls.length).toBeGreaterThan(0);
    const revoked = await adminCall(op.token, 'POST', `/accounts/dewi/keys/${detail.keys[0].id}/revoke`);
    expect(revoked.json()).toEqual({ status: true, message: operatorMessages.keyRevoked });
    expect((await call(dev.apikey)).statusCode).toBe(401);
    const actions = (await adminCall(op.token, 'GET', '/audit?target=dewi')).json().data.items.map((e: { action: string }) => e.action);
    expect(actions).toEqual(['account.revoke-key', 'account.end-sessions', 'account.reset-password', 'account.change', 'account.change']);
  });

  it('an upgrade request approved by the operator moves the account to the plan and its limit at once', async () => {
    await server();
    const dev = await register('rina');
    const op = await login(admin.username, admin.password);
    await call(dev.apikey);
    await call(dev.apikey);
    expect((await call(dev.apikey)).statusCode).toBe(429);
    const plans = (await app!.inject({ method: 'GET', url: '/api/plans' })).json().data.items.map((p: { name: string }) => p.name);
    expect(plans).toEqual(['USER', 'PREMIUM']);
    const asked = await app!.inject({ method: 'POST', url: '/api/account/upgrade-requests', headers: bearer(dev.token), payload: { plan: 'PREMIUM', note: 'Transfer BCA ref 12345' } });
    expect(asked.json()).toMatchObject({ status: true, message: operatorMessages.upgradeRequested, data: { plan: 'PREMIUM', status: 'pending', note: 'Transfer BCA ref 12345' } });
    const twice = await app!.inject({ method: 'POST', url: '/api/account/upgrade-requests', headers: bearer(dev.token), payload: { plan: 'PREMIUM', note: '' } });
    expect(twice.json()).toEqual({ status: false, message: operatorMessages.upgradePending });
    const pending = (await adminCall(op.token, 'GET', '/upgrade-requests?status=pending')).json().data.items;
    expect(pending).toHaveLength(1);
    const approved = await adminCall(op.token, 'POST', `/upgrade-requests/${pending[0].id}/approve`);
    expect(approved.json()).toEqual({ status: true, message: operatorMessages.upgradeApproved, data: { username: 'rina', plan: 'PREMIUM', dailyLimit: 20000 } });
    expect((await adminCall(op.token, 'POST', `/upgrade-requests/${pending[0].id}/decline`)).json()).toEqual({ status: false, message: operatorMessages.upgradeDecided });
    expect((await call(dev.apikey)).statusCode).toBe(200);
    expect(await profile(dev)).toMatchObject({ role: 'PREMIUM', limit: 20000, totalreq: 3 });
    const mine = (await app!.inject({ method: 'GET', url: '/api/account/upgrade-requests', headers: bearer(dev.token) })).json().data;
    expect(mine).toMatchObject({ plan: 'PREMIUM', items: [{ status: 'approved', decidedBy: 'pengelola' }] });
    const audit = (await adminCall(op.token, 'GET', '/audit')).json().data.items.map((e: { action: string; target: string }) => `${e.action} ${e.target}`);
    expect(audit.slice(0, 2)).toEqual(['account.change rina', `upgrade.approve ${pending[0].id}`]);
  });

  it('the first operator comes from PORTAL_ADMIN_USERNAME/PASSWORD; the profile says it is one', async () => {
    await server();
    const op = await login(admin.username, admin.password);
    expect(await profile(op)).toEqual({ nama: 'Pengelola Portal', role: 'USER', totalreq: 0, limit: 0, backgroundImageUrl: '', admin: true });
  });
});
