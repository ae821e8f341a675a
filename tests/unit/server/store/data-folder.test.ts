/**
 * The embedded store in a data folder, as `npm start` runs it: one process per folder, and what a
 * process acknowledged is there after a restart (SIGTERM, or `kill -9`).
 */
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { folderInUseMessage } from '../../../../src/server/store/folder-lock.ts';
import { freshDataDir } from '../../../fixtures/store/data-dir.ts';
import { failedStart, startPortalProcess, type PortalProcess } from '../../../fixtures/store/portal-process.ts';

const apikey = 'kunci-folder';
const token = 'token-folder';

describe('the data folder (PORTAL_DATA_DIR)', () => {
  let dir = '';
  let env: NodeJS.ProcessEnv = {};
  let portal: PortalProcess | undefined;
  beforeAll(async () => {
    dir = await freshDataDir();
    env = { PORTAL_DATA_DIR: dir, PORTAL_DEMO_APIKEY: apikey, PORTAL_DEMO_TOKEN: token, PORTAL_DEMO_LIMIT: '50' };
  }, 120_000);
  afterAll(async () => {
    await portal?.stop('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  const call = () => fetch(`${portal?.base}/api/proxy/features/cuaca?kota=Bandung&apikey=${apikey}`);
  const profile = async () => {
    const res = await fetch(`${portal?.base}/api/proxy/profile?apikey=${apikey}`, { headers: { authorization: `Bearer ${token}` } });
    return ((await res.json()) as { data: { totalreq: number } }).data;
  };

  it('a catalog folder that is not there stops the start (read while the store opens) and leaves the data folder free', async () => {
    const missing = join(tmpdir(), `katalog-tidak-ada-${process.pid}`);
    const failed = await failedStart({ ...env, PORTAL_CATALOG_DIR: missing });
    expect(failed.code).toBe(1);
    expect(failed.output).toContain('Server gagal dijalankan:');
    expect(failed.output).toContain(missing);
    // The next start takes the folder: the failed one let go of its lock and its store.
  }, 120_000);

  it('a second process on the same folder refuses to start, naming the folder', async () => {
    portal = await startPortalProcess(env);
    const health = await (await fetch(`${portal.base}/healthz`)).json();
    expect(health).toEqual({ status: true, mode: 'embedded', store: 'pglite', schemaVersion: expect.any(Number) });
    const second = await failedStart(env);
    expect(second.code).toBe(1);
    expect(second.output).toContain(`Server gagal dijalankan: ${folderInUseMessage(dir, portal.child.pid ?? 0)}`);
  }, 120_000);

  it('the count and the demo account survive a restart (SIGTERM), and a kill -9 leaves no lock behind', async () => {
    for (let i = 0; i < 3; i++) expect((await call()).status).toBe(200);
    expect(await profile()).toMatchObject({ totalreq: 3, limit: 50 });
    await portal?.stop('SIGTERM');

    portal = await startPortalProcess(env);
    expect(await profile()).toMatchObject({ totalreq: 3 });
    const login = await fetch(`${portal.base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'demo', password: 'demo123' }) });
    expect(((await login.json()) as { data: { apikey: string } }).data.apikey).toBe(apikey);
    expect((await call()).status).toBe(200);
    await portal.stop('SIGKILL');

    portal = await startPortalProcess(env);
    expect(await profile()).toMatchObject({ totalreq: 4 });
  }, 240_000);
});
