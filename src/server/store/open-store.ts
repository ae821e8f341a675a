import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { copyInto, type CopyIn } from './copy-in.ts';
import { lockFolder } from './folder-lock.ts';
import { migrateToLatest } from './migrate.ts';
import { PGliteOnThread } from './pglite-thread-client.ts';
import { listenForKeyChanges, type KeyChangeNotices } from './key-change-notices.ts';
import { pgliteArtifacts } from './pglite-artifacts.ts';
import type { Database } from './schema.ts';
import { resolveSecret } from './server-secret.ts';

/**
 * Where the data lives: a PGlite folder (the default, `PORTAL_DATA_DIR`), PostgreSQL
 * (`DATABASE_URL`, for several instances), or PGlite in memory (tests and in-process tools: gone
 * when closed).
 */
export type StoreConfig = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string } | { kind: 'memory' };

export type StoreKind = 'pglite' | 'postgres';

export interface Store {
  kind: StoreKind;
  db: Kysely<Database>;
  /** The number of the latest migration applied. */
  schemaVersion: number;
  /** The server secret API keys are sealed under. */
  secret: string;
  /** The PGlite folder, when there is one (uploads may keep files beside the database). */
  dataDir?: string;
  /**
   * How a job queue reaches the same database: PostgreSQL's URL (the queue opens its own
   * connections), or, on PGlite, a function that runs SQL text (every statement when no values).
   */
  queueDb: { url: string } | { executeSql: ExecuteSql };
  /** PostgreSQL: the changes to keys and accounts any instance commits, as they are committed. */
  keyChanges?: KeyChangeNotices;
  /** PGlite: rows loaded with COPY, for about half an INSERT's cost a row (copy-in.ts). */
  copyIn?: CopyIn;
  close: () => Promise<void>;
}

export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/** A prepared statement holds one command: text without values runs as a script, all its rows answered. */
function pgliteExecuteSql(run: { query: (text: string, values: unknown[]) => Promise<{ rows: unknown[] }>; execAll: (text: string) => Promise<unknown[]> }): ExecuteSql {
  return async (text, values) => (values && values.length > 0 ? { rows: (await run.query(text, values)).rows } : { rows: await run.execAll(text) });
}

/** Where PGlite keeps its files inside the data folder (the lock and the secret sit beside it). */
export const pgliteSubdir = 'pgdata';

/**
 * A migrated, empty database as a tarball. Running initdb costs seconds and hundreds of MB: a test
 * run makes it once (`PORTAL_STORE_TEMPLATE` names the file, see tests/global-setup.ts), and every
 * in-memory store starts from it.
 */
let template: Promise<Blob> | undefined;

export async function makeTemplate(): Promise<Blob> {
  const pglite = await PGlite.create({ ...(await pgliteArtifacts()) });
  const db = new Kysely<unknown>({ dialect: new PGliteDialect({ pglite }) });
  await migrateToLatest(db);
  const dump = await pglite.dumpDataDir('none');
  await db.destroy();
  return dump;
}

function memoryTemplate(): Promise<Blob> {
  const file = process.env.PORTAL_STORE_TEMPLATE;
  template ??= file ? readFile(file).then((bytes) => new Blob([new Uint8Array(bytes)])) : makeTemplate();
  return template;
}

/**
 * In-memory databases closed by one server and emptied, ready for the next: a test file builds many
 * servers, and starting PGlite costs about a second of CPU each time. An open PGlite keeps the
 * process alive, so one left unused for a moment is closed for good.
 */
const idleMemory: { pglite: PGlite; timer: NodeJS.Timeout }[] = [];
const idleMs = 1_000;

function reuseMemory(): PGlite | undefined {
  const idle = idleMemory.pop();
  if (idle) clearTimeout(idle.timer);
  return idle?.pglite;
}

function keepIdle(pglite: PGlite): void {
  const idle = {
    pglite,
    timer: setTimeout(() => {
      idleMemory.splice(idleMemory.indexOf(idle), 1);
      void pglite.close();
    }, idleMs),
  };
  idleMemory.push(idle);
}

async function emptyAll(db: Kysely<Database>): Promise<void> {
  const { rows } = await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = 'public' and tablename not like 'kysely_%'`.execute(db);
  if (rows.length) await sql`truncate table ${sql.join(rows.map((r) => sql.table(r.name)))} cascade`.execute(db);
}

async function openMemory(secret?: string): Promise<Store> {
  const pglite = reuseMemory() ?? (await PGlite.create({ ...(await pgliteArtifacts()), loadDataDir: await memoryTemplate() }));
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  const schemaVersion = await migrateToLatest(db as Kysely<unknown>);
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    try {
      // A job queue's schema goes too: the next server must not find this one's jobs.
      await sql`drop schema if exists pgboss cascade`.execute(db);
      await emptyAll(db);
      keepIdle(pglite);
    } catch {
      await db.destroy();
    }
  };
  const queueDb = { executeSql: pgliteExecuteSql({ query: (text, values) => pglite.query(text, values), execAll: async (text) => (await pglite.exec(text)).flatMap((r) => r.rows) }) };
  return { kind: 'pglite', db, schemaVersion, secret: resolveSecret({ secret }), queueDb, copyIn: (request) => copyInto(pglite, request), close };
}

function postgresHost(url: string): string {
  try {
    return new URL(url).host || 'DATABASE_URL';
  } catch {
    return 'DATABASE_URL';
  }
}

async function openPostgres(url: string): Promise<Kysely<Database>> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A dropped idle connection is replaced by the pool; without a listener its error would end the process.
  pool.on('error', () => {});
  try {
    (await pool.connect()).release();
  } catch (error) {
    await pool.end();
    throw new Error(`PostgreSQL di ${postgresHost(url)} tidak dapat dihubungi (${(error as Error).message}).`, { cause: error });
  }
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/**
 * Opens the store and brings its schema up to date. A PGlite folder is locked first (one process
 * per folder); the lock goes with `close()` or the process. The folder's PGlite runs on a thread of
 * its own, so its statements never hold up the server's answers.
 */
export async function openStore(config: StoreConfig, options: { secret?: string; onKeyNoticesLost?: (error: unknown) => void } = {}): Promise<Store> {
  if (config.kind === 'postgres') {
    const secret = resolveSecret({ secret: options.secret, postgres: true });
    const db = await openPostgres(config.url);
    try {
      const schemaVersion = await migrateToLatest(db as Kysely<unknown>);
      const keyChanges = listenForKeyChanges(config.url, {
        send: async (channel, payload) => void (await sql`select pg_notify(${channel}, ${payload})`.execute(db)),
        onError: options.onKeyNoticesLost,
      });
      const close = async () => {
        await keyChanges.close();
        await db.destroy();
      };
      return { kind: 'postgres', db, schemaVersion, secret, queueDb: { url: config.url }, keyChanges, close };
    } catch (error) {
      await db.destroy();
      throw error;
    }
  }
  if (config.kind === 'memory') return openMemory(options.secret);
  const release = lockFolder(config.dataDir);
  try {
    const secret = resolveSecret({ secret: options.secret, dataDir: config.dataDir });
    const pgdata = join(config.dataDir, pgliteSubdir);
    if (!existsSync(join(pgdata, 'PG_VERSION'))) {
      // initdb grows PGlite's WebAssembly memory to about 1 GB, which a thread never gives back: the
      // new folder is made and migrated on a thread of its own, and the server opens it afresh.
      const first = await PGliteOnThread.open(pgdata);
      const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite: first }) });
      try {
        await migrateToLatest(db as Kysely<unknown>);
      } finally {
        await db.destroy();
      }
    }
    const pglite = await PGliteOnThread.open(pgdata);
    const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
    const close = async () => {
      try {
        await db.destroy();
      } finally {
        release();
      }
    };
    try {
      const schemaVersion = await migrateToLatest(db as Kysely<unknown>);
      const queueDb = { executeSql: pgliteExecuteSql({ query: (text, values) => pglite.query(text, values), execAll: (text) => pglite.execAll(text) }) };
      return { kind: 'pglite', db, schemaVersion, secret, dataDir: config.dataDir, queueDb, copyIn: (request) => pglite.copyIn(request), close };
    } catch (error) {
      await close();
      throw error;
    }
  } catch (error) {
    release();
    throw error;
  }
}
