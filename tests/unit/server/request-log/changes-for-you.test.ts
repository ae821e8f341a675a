/** 'Perubahan untuk Anda': each developer sees the changes of the last releases that touch their own calls, counted from their own log. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Changelog } from '../../../../src/catalog/changes/changelog.ts';
import { accountMessages } from '../../../../src/server/common/messages.ts';
import { catalogWithChangelog } from '../../../helpers/changelog-catalog.ts';
import { portalServer } from '../../../helpers/embedded-api.ts';

const release = (version: string, changes: Changelog['releases'][number]['changes']) => ({ version, date: `2026-11-${version === '2.0.0' ? '29' : '01'}`, changes });
/** Four releases: the oldest falls outside the three the profile shows. */
const changelog: Changelog = {
  releases: [
    release('2.0.0', [
      { kind: 'breaking', operation: 'POST /tools/qrcode', entry: 'qrcode', group: 'tools', input: 'width', message: 'Input `width` kini wajib diisi.', effect: { kind: 'input-required', input: 'width' } },
      { kind: 'breaking', operation: 'POST /tools/qrcode', entry: 'qrcode', group: 'tools', input: 'ecl', message: 'Nilai `H` tidak lagi diterima untuk input `ecl`.', effect: { kind: 'values-narrowed', input: 'ecl', removed: 'H' } },
      { kind: 'breaking', operation: 'GET /features/cuaca', entry: 'cuaca', group: 'cuaca', message: 'Endpoint GET /features/cuaca dihapus.', effect: { kind: 'entry-removed' } },
      { kind: 'breaking', operation: 'POST /tools/jwt-decode', entry: 'jwt-decode', group: 'devtools', input: 'jwt', message: 'Tipe input `jwt` berubah dari `string` menjadi `integer`.' },
    ]),
    release('1.2.0', [{ kind: 'documentation', operation: 'POST /tools/sql', entry: 'sql-diagram', group: 'devtools', message: 'Dokumentasi endpoint diperbarui (description).' }]),
    release('1.1.0', [{ kind: 'non-breaking', operation: 'POST /tools/qrcode', entry: 'qrcode', group: 'tools', input: 'colorDark', message: 'Input baru `colorDark`.' }]),
    release('1.0.0', [{ kind: 'breaking', operation: 'POST /tools/qrcode', entry: 'qrcode', group: 'tools', input: 'url', message: 'Input `url` dihapus.', effect: { kind: 'input-removed', input: 'url' } }]),
  ],
};

const catalog = catalogWithChangelog(changelog);

let app: FastifyInstance;
let base: string;
beforeAll(async () => {
  app = await portalServer({ distDir: null, catalogRoot: catalog.root, demo: { apikey: 'kunci-demo', token: 'token-demo' } });
  base = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await app.close();
  catalog.remove();
});

const register = async (username: string) => {
  const res = await fetch(`${base}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ nama: username, username, password: 'rahasia-panjang' }) });
  return (await res.json()).data as { apikey: string; token: string };
};
const call = async (apikey: string, method: string, path: string, body?: unknown) => {
  const res = await fetch(`${base}/api/proxy/${path}${path.includes('?') ? '&' : '?'}apikey=${apikey}`, {
    method,
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  await res.arrayBuffer();
};
const changesOf = async (token: string) => (await fetch(`${base}/api/account/changes`, { headers: { authorization: `Bearer ${token}` } })).json();

describe('GET /api/account/changes', () => {
  it("counts each developer's own calls that a change touches and would refuse, and nobody else's", async () => {
    const sari = await register('sari.perubahan');
    const budi = await register('budi.perubahan');
    await call(sari.apikey, 'POST', 'tools/qrcode?url=halo');
    await call(sari.apikey, 'POST', 'tools/qrcode?url=halo&width=300');
    await call(sari.apikey, 'POST', 'tools/qrcode?url=halo&ecl=H');
    await call(sari.apikey, 'GET', 'features/cuaca?kota=Bandung');
    await call(budi.apikey, 'POST', 'tools/jwt-decode', { jwt: 'bukan.jwt.valid' });
    await call(budi.apikey, 'POST', 'tools/jwt-decode', { jwt: 'a.b.c' });

    const forSari = await changesOf(sari.token);
    expect(forSari.status).toBe(true);
    expect(forSari.message).toBe(accountMessages.changesListed);
    expect(forSari.data.items.map((c: { version: string; entry: string; input?: string; calls: number; failing: number | null }) => [c.version, c.entry, c.input ?? null, c.calls, c.failing])).toEqual([
      ['2.0.0', 'qrcode', 'width', 3, 2],
      ['2.0.0', 'qrcode', 'ecl', 3, 1],
      ['2.0.0', 'cuaca', null, 1, 1],
      ['1.1.0', 'qrcode', 'colorDark', 3, null],
    ]);

    const forBudi = await changesOf(budi.token);
    expect(forBudi.data.items).toEqual([
      { kind: 'breaking', operation: 'POST /tools/jwt-decode', entry: 'jwt-decode', group: 'devtools', input: 'jwt', message: 'Tipe input `jwt` berubah dari `string` menjadi `integer`.', version: '2.0.0', date: '2026-11-29', calls: 2, failing: null },
    ]);
  });

  it('says plainly when nothing touches the calls, and refuses without a session', async () => {
    const quiet = await register('tenang.perubahan');
    const body = await changesOf(quiet.token);
    expect(body).toEqual({ status: true, message: accountMessages.noChangesForYou, data: { since: expect.any(String), items: [] } });
    const refused = await fetch(`${base}/api/account/changes`);
    expect(refused.status).toBe(401);
  });
});
