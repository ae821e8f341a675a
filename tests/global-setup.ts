/**
 * Once per test run: a migrated, empty store as a tarball (initdb takes seconds and hundreds of
 * MB), named by `PORTAL_STORE_TEMPLATE` so every in-memory store of every test worker starts from it.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeTemplate } from '../src/server/store/open-store.ts';

export default async function setup(): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-store-template-'));
  const file = join(dir, 'template.tar');
  writeFileSync(file, new Uint8Array(await (await makeTemplate()).arrayBuffer()));
  process.env.PORTAL_STORE_TEMPLATE = file;
  return () => rmSync(dir, { recursive: true, force: true });
}
