/**
 * Two portal processes on one PostgreSQL (DATABASE_URL), started together as instances behind a
 * balancer would be: the schema is migrated once, the quota is one number, a session opened on one
 * is known to the other, a key replaced on one is refused by the other at once, and a dump of the
 * database holds no password, key or token in the clear.
 */
import pg from 'pg';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../../src/catalog/messages.ts';
import { accountMessages } from '../../../../src/server/common/messages.ts';
import { startPortalProcess, type PortalProcess } from '../../../fixtures/store/portal-process.ts';
import { postgresMissing, startPostgres, type PostgresServer } from '../../../helpers/postgres-server.ts';

const missing = postgresMissing();
if (missing) console.warn(missing);

const apikey = 'kunci-pg';
const token = 'token-pg';
const cap = 5;
const migrationCount = readdirSync(join(import.meta.dirname, '..', '..', '..', '..', 'src', 'server', 'store', 'migrations')).filter((f) => f.endsWith('.ts')).length;

describe.runIf(!missing)('two instances on one PostgreSQL', () => {
  let postgres: PostgresServer | undefined;
  const portals: PortalProcess[] = [];
  beforeAll(async () => {
    postgres = await startPostgres();
    const env = { DATABASE_URL: postgres.url, PORTAL_SECRET: 'rahasia-uji', PORTAL_DEMO_APIKEY: apikey, PORTAL_DEMO_TOKEN: token, PORTAL_DEMO_LIMIT: String(cap), PORTAL_ADMIN_USERNAME: 'pengelola', PORTAL_ADMIN_PASSWORD: 'rahasia-pengelola' };
    portals.push(...(await Promise.all([startPortalProcess(env), startPortalProcess(env)])));
  }, 180_000);
  afterAll(async () => {
    await Promise.all(portals.map((p) => p.stop()));
    await postgres?.stop();
  }, 30_000);

  it('both report PostgreSQL and the same schema version; each migration ran once', async () => {
    const health = await Promise.all(portals.map(async (p) => (await fetch(`${p.base}/healthz`)).json()));
    expect(health[0]).toEqual({ status: true, mode: 'embedded', store: 'postgres', schemaVersion: expect.any(Number) });
    expect(health[1]).toEqual(health[0]);
    const client = new pg.Client({ connectionString: postgres?.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string; n: string }>('select name, count(*) as n from kysely_migration group by name');
      expect(rows).toHaveLength(migrationCount);
      expect(rows.every((r) => Number(r.n) === 1)).toBe(true);
      const demo = await client.query('select id from accounts where username = $1', ['demo']);
      expect(demo.rowCount).toBe(1);
    } finally {
      await client.end();
    }
  });

  it('the quota raced from both instances takes exactly the cap, and both profiles say so', async () => {
    const call = (p: PortalProcess) => fetch(`${p.base}/api/proxy/features/cuaca?kota=Bandung&apikey=${apikey}`);
    const answers = await Promise.all(Array.from({ length: 4 * cap }, (_, i) => call(portals[i % 2])));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(cap);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3 * cap);
    const refused = answers.find((r) => r.status === 429);
    expect(await refused?.json()).toEqual({ status: false, message: messages.limitReached });
    for (const p of portals) {
      const res = await fetch(`${p.base}/api/proxy/profile?apikey=${apikey}`, { headers: { authorization: `Bearer ${token}` } });
      expect(((await res.json()) as { data: { totalreq: number } }).data.totalreq).toBe(cap);
    }
  });

  it('a session opened by a login on A opens the profile on B', async () => {
    const login = await fetch(`${portals[0].base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'demo', password: 'demo123' }) });
    const { data } = (await login.json()) as { data: { apikey: string; token: string } };
    expect(data.apikey).toBe(apikey);
    const profile = await fetch(`${portals[1].base}/api/proxy/profile?apikey=${data.apikey}`, { headers: { authorization: `Bearer ${data.token}` } });
    expect(profile.status).toBe(200);
  });

  it('a key replaced through A (grace 0) is refused through B at once; a dump holds no password, key or token in the clear', async () => {
    const json = { 'content-type': 'application/json' };
    const registered = await fetch(`${portals[0].base}/api/auth/register`, { method: 'POST', headers: json, body: JSON.stringify({ nama: 'Rina', username: 'rina', password: 'sandi-rina-rahasia' }) });
    const first = ((await registered.json()) as { data: { apikey: string; token: string } }).data;
    const call = (p: PortalProcess, key: string) => fetch(`${p.base}/api/proxy/features/cuaca?kota=Bandung&apikey=${key}`);
    expect((await call(portals[1], first.apikey)).status).toBe(200);
    const replaced = await fetch(`${portals[0].base}/api/auth/apikey`, { method: 'POST', headers: { ...json, authorization: `Bearer ${first.token}` }, body: JSON.stringify({ graceSeconds: 0 }) });
    const fresh = ((await replaced.json()) as { data: { apikey: string } }).data.apikey;
    const refused = await call(portals[1], first.apikey);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ status: false, message: accountMessages.apikeyReplaced });
    expect((await call(portals[1], fresh)).status).toBe(200);

    const port = new URL(postgres!.url).port;
    const dump = postgres!.run('pg_dump', ['-h', '127.0.0.1', '-p', port, '-U', 'portal', '-d', 'postgres', '--data-only']);
    expect(dump.status).toBe(0);
    expect(dump.stdout).toContain('rina');
    for (const secret of ['sandi-rina-rahasia', 'demo123', first.apikey, first.token, fresh, apikey, token]) expect(dump.stdout).not.toContain(secret);
  });

  it('a call through A is in the log read through B within 2 s, with its X-Request-Id; the usage counts it', async () => {
    const json = { 'content-type': 'application/json' };
    const registered = await fetch(`${portals[0].base}/api/auth/register`, { method: 'POST', headers: json, body: JSON.stringify({ nama: 'Lina', username: 'lina', password: 'sandi-lina-rahasia' }) });
    const lina = ((await registered.json()) as { data: { apikey: string; token: string } }).data;
    const ids: (string | null)[] = [];
    for (const kota of ['Bandung', '']) {
      const res = await fetch(`${portals[0].base}/api/proxy/features/cuaca?kota=${kota}&apikey=${lina.apikey}`, { headers: { 'user-agent': 'curl/8.5.0' } });
      ids.push(res.headers.get('x-request-id'));
      await res.arrayBuffer();
    }
    const read = async (route: string) => ((await (await fetch(`${portals[1].base}/api/account/${route}`, { headers: { authorization: `Bearer ${lina.token}` } })).json()) as { data: Record<string, unknown> }).data;
    const until = Date.now() + 2_000;
    let items: { id: string; status: number; client: string }[] = [];
    while (items.length < 2 && Date.now() < until) {
      items = (await read('requests')).items as typeof items;
      if (items.length < 2) await new Promise((r) => setTimeout(r, 50));
    }
    expect(items.map((i) => [i.id, i.status, i.client])).toEqual([
      [ids[1], 400, 'curl'],
      [ids[0], 200, 'curl'],
    ]);
    const usage = await read('usage?days=7');
    expect(usage.byStatus).toEqual([
      { status: 200, count: 1 },
      { status: 400, count: 1 },
    ]);
    expect((usage.byEntry as { entry: string; p50Ms: number | null }[])[0]).toMatchObject({ entry: 'cuaca', p50Ms: expect.any(Number) });
  });

  it('a limit changed in the console on one instance holds on the next call on the other', async () => {
    const [one, two] = portals;
    const post = async (base: string, path: string, body: object, bearer?: string) =>
      (await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(bearer && { authorization: `Bearer ${bearer}` }) }, body: JSON.stringify(body) })).json();
    const dev = (await post(one.base, '/api/auth/register', { nama: 'Dua Instance', username: 'dua.instance', password: 'rahasia-dua' })).data;
    const op = (await post(one.base, '/api/auth/login', { username: 'pengelola', password: 'rahasia-pengelola' })).data;
    const limit = (dailyLimit: number) =>
      fetch(`${one.base}/api/admin/accounts/dua.instance`, { method: 'PATCH', headers: { 'content-type': 'application/json', authorization: `Bearer ${op.token}` }, body: JSON.stringify({ dailyLimit }) });
    const call = async () => (await fetch(`${two.base}/api/proxy/features/cuaca?kota=Bandung&apikey=${dev.apikey}`)).status;
    expect((await limit(1)).status).toBe(200);
    expect(await call()).toBe(200);
    expect(await call()).toBe(429);
    expect((await limit(3)).status).toBe(200);
    expect(await call()).toBe(200);
    // The other instance's audit log shows the change made on the first.
    const audit = await (await fetch(`${two.base}/api/admin/audit?target=dua.instance`, { headers: { authorization: `Bearer ${op.token}` } })).json();
    expect(audit.data.items[0]).toMatchObject({ actor: 'pengelola', before: { dailyLimit: 1 }, after: { dailyLimit: 3 } });
  });
});
