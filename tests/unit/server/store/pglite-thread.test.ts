import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, PGliteDialect, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { copyField } from '../../../../src/server/store/copy-in.ts';
import { PGliteOnThread } from '../../../../src/server/store/pglite-thread-client.ts';

interface Tables {
  notes: { id: number; body: string; data: Uint8Array | null; at: Date | null };
}

const folder = mkdtempSync(join(tmpdir(), 'pglite-thread-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const open = async () => new Kysely<Tables>({ dialect: new PGliteDialect({ pglite: await PGliteOnThread.open(folder) }) });

describe('PGlite on its own thread', () => {
  it('commits, rolls back, keeps PostgreSQL error codes, passes bytes and dates, and keeps what it committed after a reopen', async () => {
    const db = await open();
    await sql`create table notes (id int primary key, body text not null, data bytea, at timestamptz)`.execute(db);
    const at = new Date('2026-03-01T10:00:00.000Z');
    await db.insertInto('notes').values({ id: 1, body: 'satu', data: new Uint8Array([0, 1, 255]), at }).execute();

    // A unique violation arrives with its code, as the repositories read it.
    const duplicate = await db.insertInto('notes').values({ id: 1, body: 'lagi', data: null, at: null }).execute().catch((error: unknown) => error);
    expect((duplicate as { code?: string }).code).toBe('23505');

    // A failed transaction leaves nothing; a statement issued while it is open waits and commits.
    let inside!: () => void;
    const started = new Promise<void>((resolve) => (inside = resolve));
    const rolledBack = db
      .transaction()
      .execute(async (tx) => {
        await tx.insertInto('notes').values({ id: 2, body: 'batal', data: null, at: null }).execute();
        inside();
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error('batal');
      })
      .catch(() => 'rolled back');
    await started;
    const outside = db.insertInto('notes').values({ id: 3, body: 'tiga', data: null, at: null }).execute();
    expect(await rolledBack).toBe('rolled back');
    await outside;
    await db.transaction().execute((tx) => tx.insertInto('notes').values({ id: 4, body: 'empat', data: null, at: null }).execute());
    await db.destroy();

    const again = await open();
    const rows = await again.selectFrom('notes').selectAll().orderBy('id').execute();
    expect(rows.map((r) => [r.id, r.body])).toEqual([[1, 'satu'], [3, 'tiga'], [4, 'empat']]);
    expect([...(rows[0].data ?? [])]).toEqual([0, 1, 255]);
    expect(rows[0].at?.toISOString()).toBe(at.toISOString());
    await again.destroy();
  });

  it('loads rows with COPY and runs the statement after them in one transaction; a duplicate undoes both', async () => {
    const thread = await PGliteOnThread.open(join(folder, 'copy'));
    const db = new Kysely<Tables>({ dialect: new PGliteDialect({ pglite: thread }) });
    await sql`create table notes (id int primary key, body text not null, data bytea, at timestamptz)`.execute(db);
    await sql`create table tally (n int not null)`.execute(db);
    const then = sql`insert into tally (n) values (${2})`.compile(db);
    const copyText = (rows: (string | number)[][]) => rows.map((row) => row.map(copyField).join('\t') + '\n').join('');
    await thread.copyIn({ table: 'notes', columns: ['id', 'body'], text: copyText([[1, 'tab\there, \\N, baris\nbaru'], [2, 'dua']]), then });
    // Row 2 is there already: the whole COPY fails with PostgreSQL's code, and the tally is not added to.
    const again = await thread.copyIn({ table: 'notes', columns: ['id', 'body'], text: copyText([[3, 'tiga'], [2, 'dua lagi']]), then }).catch((error: unknown) => error);
    expect((again as { code?: string }).code).toBe('23505');
    expect((await db.selectFrom('notes').select(['id', 'body']).orderBy('id').execute()).map((r) => [r.id, r.body])).toEqual([
      [1, 'tab\there, \\N, baris\nbaru'],
      [2, 'dua'],
    ]);
    expect((await sql<{ n: number }>`select n from tally`.execute(db)).rows).toEqual([{ n: 2 }]);
    await db.destroy();
  });

  it('a folder PGlite cannot open is refused at start, not left hanging', async () => {
    const file = join(folder, 'bukan-folder');
    await import('node:fs/promises').then((fs) => fs.writeFile(file, 'x'));
    await expect(PGliteOnThread.open(file)).rejects.toThrow();
  });
});
