import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Kysely } from 'kysely';
import { FileMigrationProvider, Migrator } from 'kysely/migration';

/**
 * The numbered, append-only migrations in `migrations/`, found by reading the folder (`.ts` under
 * tsx, `.js` in the compiled `dist-server/`): a migration's name is its file name, never typed twice.
 */
const migrationFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

function migrator(db: Kysely<unknown>): Migrator {
  // Imported from here rather than from inside Kysely, so whatever loads this module (tsx, Vitest,
  // plain node on dist-server/) loads the migrations the same way.
  const load = (file: string): Promise<unknown> => import(pathToFileURL(file).href);
  return new Migrator({ db, provider: new FileMigrationProvider({ fs, path, migrationFolder, import: load }) });
}

/** `0001-accounts` → 1. */
const numberOf = (name: string): number => Number.parseInt(name, 10) || 0;

/**
 * Brings the schema to the latest migration and answers its number (the schema version). On
 * PostgreSQL Kysely's migrator holds an advisory lock meanwhile, so instances starting together
 * migrate once; each migration runs in a transaction.
 */
export async function migrateToLatest(db: Kysely<unknown>): Promise<number> {
  const m = migrator(db);
  const { error, results } = await m.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(`Migrasi database${failed ? ` ${failed}` : ''} gagal: ${(error as Error).message}`, { cause: error });
  }
  const applied = (await m.getMigrations()).filter((info) => info.executedAt).map((info) => numberOf(info.name));
  return Math.max(0, ...applied);
}
