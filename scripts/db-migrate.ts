/**
 * `npm run db:migrate`: brings the store's schema to the latest migration and stops, the same
 * migrations the server runs at start (`DATABASE_URL`, else the PGlite folder `PORTAL_DATA_DIR`).
 */
import { configFromEnv } from '../src/server/shell/config.ts';
import { openStore } from '../src/server/store/open-store.ts';

const config = configFromEnv();
try {
  const store = await openStore(config.store, { secret: config.secret });
  await store.close();
  const where = config.store.kind === 'pglite' ? config.store.dataDir : 'PostgreSQL (DATABASE_URL)';
  console.log(`Skema database versi ${store.schemaVersion} (${where}).`);
} catch (error) {
  console.error(`Migrasi gagal: ${(error as Error).message}`);
  process.exitCode = 1;
}
