/** The console's 'Perubahan': each change of the last releases against every account's calls, the sum of what each developer reads. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Changelog } from '../../../../src/catalog/changes/changelog.ts';
import type { ChangeAcrossAccounts, ChangeForYou } from '../../../../src/catalog/changes/for-you.ts';
import { operatorMessages } from '../../../../src/catalog/operator-messages.ts';
import { catalogWithChangelog } from '../../../helpers/changelog-catalog.ts';
import { portalServer } from '../../../helpers/embedded-api.ts';

const changelog: Changelog = {
  releases: [
    {
      version: '2.0.0',
      date: '2026-11-29',
      changes: [
        { kind: 'breaking', operation: 'POST /tools/qrcode', entry: 'qrcode', group: 'tools', input: 'width', message: 'Input `width` kini wajib diisi.', effect: { kind: 'input-required', input: 'width' } },
        { kind: 'breaking', operation: 'POST /tools/qrcode', entry: 'qrcode', group: 'tools', input: 'ecl', message: 'Nilai `H` tidak lagi diterima untuk input `ecl`.', effect: { kind: 'values-narrowed', input: 'ecl', removed: 'H' } },
        { kind: 'breaking', operation: 'GET /features/cuaca', entry: 'cuaca', group: 'cuaca', message: 'Endpoint GET /features/cuaca dihapus.', effect: { kind: 'entry-removed' } },
        { kind: 'breaking', operation: 'POST /tools/jwt-decode', entry: 'jwt-decode', group: 'devtools', input: 'jwt', message: 'Tipe input `jwt` berubah dari `string` menjadi `integer`.' },
        { kind: 'breaking', operation: 'POST /tools/sql', entry: 'sql-diagram', group: 'devtools', input: 'sql', message: 'Input `sql` dihapus.', effect: { kind: 'input-removed', input: 'sql' } },
      ],
    },
    { version: '1.1.0', date: '2026-11-01', changes: [{ kind: 'non-breaking', operation: 'POST /tools/qrcode', entry: 'qrcode', group: 'tools', input: 'colorDark', message: 'Input baru `colorDark`.' }] },
  ],
};

const catalog = catalogWithChangelog(changelog);

const admin = { username: 'pengelola', password: 'rahasia-pengelola' };
let app: FastifyInstance;
beforeAll(async () => {
  app = await portalServer({ distDir: null, catalogRoot: catalog.root, admin, demo: { apikey: 'kunci-demo', token: 'token-demo' } });
});
afterAll(async () => {
  await app.close();
  catalog.remove();
});

const register = async (username: string) => (await app.inject({ method: 'POST', url: '/api/auth/register', payload: { nama: username, username, password: 'rahasia-panjang' } })).json().data as { apikey: string; token: string };
const login = async () => (await app.inject({ method: 'POST', url: '/api/auth/login', payload: admin })).json().data as { token: string };
const call = (apikey: string, method: 'GET' | 'POST', path: string, payload?: object) => app.inject({ method, url: `/api/proxy/${path}${path.includes('?') ? '&' : '?'}apikey=${apikey}`, payload });
const get = async (token: string, url: string) => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
const key = (c: { version: string; operation: string; message: string }) => `${c.version} ${c.operation} ${c.message}`;

describe('GET /api/admin/changes', () => {
  it('gives each change the accounts, calls and failing calls that the account API gives each developer, summed', async () => {
    const sari = await register('sari.dampak');
    const budi = await register('budi.dampak');
    const tini = await register('tini.dampak');
    await register('diam.dampak');
    await call(sari.apikey, 'POST', 'tools/qrcode?url=halo');
    await call(sari.apikey, 'POST', 'tools/qrcode?url=halo&width=300');
    await call(sari.apikey, 'POST', 'tools/qrcode?url=halo&ecl=H');
    await call(sari.apikey, 'GET', 'features/cuaca?kota=Bandung');
    await call(budi.apikey, 'POST', 'tools/qrcode?url=halo&ecl=H&width=200');
    await call(budi.apikey, 'POST', 'tools/jwt-decode', { jwt: 'a.b.c' });
    await call(tini.apikey, 'GET', 'features/cuaca?kota=Medan');
    await call(tini.apikey, 'GET', 'features/cuaca?kota=');

    const perAccount: ChangeForYou[][] = [];
    for (const dev of [sari, budi, tini]) perAccount.push((await get(dev.token, '/api/account/changes')).json().data.items);
    const op = await login();
    const res = await get(op.token, '/api/admin/changes');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { status: boolean; message: string; data: { since: string; items: ChangeAcrossAccounts[] } };
    expect(body.status).toBe(true);
    expect(body.message).toBe(operatorMessages.changesImpactShown);

    // Every change of an entry in the recent releases is listed, touched or not, newest first.
    expect(body.data.items.map((c) => [c.version, c.entry, c.input ?? null, c.accounts, c.calls, c.failing])).toEqual([
      ['2.0.0', 'qrcode', 'width', 2, 4, 2],
      ['2.0.0', 'qrcode', 'ecl', 2, 4, 2],
      ['2.0.0', 'cuaca', null, 2, 3, 3],
      ['2.0.0', 'jwt-decode', 'jwt', 1, 1, null],
      ['2.0.0', 'sql-diagram', 'sql', 0, 0, 0],
      ['1.1.0', 'qrcode', 'colorDark', 2, 4, null],
    ]);
    // The same numbers as the sum, over the developers, of what each reads on their profile.
    for (const change of body.data.items) {
      const seen = perAccount.flatMap((items) => items.filter((c) => key(c) === key(change)));
      const failing = seen.map((c) => c.failing);
      expect([key(change), change.accounts, change.calls, change.failing]).toEqual([
        key(change),
        seen.length,
        seen.reduce((sum, c) => sum + c.calls, 0),
        change.failing === null ? null : failing.reduce<number>((sum, n) => sum + (n ?? 0), 0),
      ]);
    }
  });

  it('refuses a developer with 403 and no session with 401', async () => {
    const dev = await register('bukan.pengelola');
    const refused = await get(dev.token, '/api/admin/changes');
    expect([refused.statusCode, refused.json()]).toEqual([403, { status: false, message: operatorMessages.adminOnly }]);
    expect((await app.inject({ method: 'GET', url: '/api/admin/changes' })).statusCode).toBe(401);
  });
});
