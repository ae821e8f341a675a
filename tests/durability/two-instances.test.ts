/**
 * Two portal processes on one PostgreSQL (`DATABASE_URL`), as instances behind a load balancer
 * run: whatever one acknowledged, the other serves (the upload's bytes, the 2FA enrolment, the
 * claims and marriage, the subscription, the birthday, the count). And the PostgreSQL backup
 * docs/operate.md describes: `pg_dump`, `pg_restore` into a new database, an instance started on it.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectEveryKind, profile, writeEveryKind, type Written } from './every-kind.ts';
import { postgresMissing, startPostgres, type PostgresServer } from './postgres-server.ts';
import { startPortal, type PortalProcess } from './portal-process.ts';

const missing = postgresMissing();
if (missing) console.warn(missing);
const secret = 'rahasia-bersama-untuk-dua-instance';

describe.runIf(!missing)('dua instance pada satu PostgreSQL', () => {
  let postgres: PostgresServer | undefined;
  const portals: PortalProcess[] = [];

  beforeAll(async () => {
    postgres = await startPostgres();
    const url = postgres.url();
    // Started together: the migrations run once, under the advisory lock.
    portals.push(...(await Promise.all([startPortal({ databaseUrl: url, secret }, 'instance A'), startPortal({ databaseUrl: url, secret }, 'instance B')])));
  }, 600_000);
  afterAll(async () => {
    await Promise.all(portals.map((p) => p.stop()));
    postgres?.stop();
  });

  let written: Written;
  it('yang ditulis lewat A terbaca lewat B, untuk setiap jenis data', async () => {
    const [a, b] = portals;
    written = await writeEveryKind(a.base);
    expect((await profile(b.base)).totalreq).toBe(written.totalreq);
    await expectEveryKind(b.base, written);
  }, 300_000);

  it('pg_dump lalu pg_restore ke database baru memulihkan semuanya', async () => {
    if (!postgres) throw new Error('no PostgreSQL');
    const dump = join(postgres.folder, 'portal.dump');
    postgres.run('pg_dump', ['-Fc', '-f', dump, 'portal']);
    postgres.createDatabase('pulih');
    postgres.run('pg_restore', ['-d', 'pulih', dump]);
    const restored = await startPortal({ databaseUrl: postgres.url('pulih'), secret }, 'instance pulih');
    try {
      // The upload's bytes are in the dump with everything else.
      await expectEveryKind(restored.base, written, { codeTaken: true });
    } finally {
      await restored.stop();
    }
  }, 300_000);
});
