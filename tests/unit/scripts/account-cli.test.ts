/**
 * `npm run account`: its command line is read before anything is touched, and while a server holds
 * the PGlite folder, a change goes through that server's operator API, checked the same way.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountUsage, parseAccountArgs } from '../../../scripts/account-args.ts';
import { portalServer, projectRoot } from '../../helpers/embedded-api.ts';

describe('parseAccountArgs', () => {
  it('reads each command with what it needs', () => {
    expect(parseAccountArgs(['limit', 'sari', '50'])).toEqual({ command: 'limit', username: 'sari', limit: 50 });
    expect(parseAccountArgs(['limit', 'sari', 'none'])).toEqual({ command: 'limit', username: 'sari', limit: null });
    expect(parseAccountArgs(['plan', 'sari', 'premium'])).toEqual({ command: 'plan', username: 'sari', argument: 'premium' });
    expect(parseAccountArgs(['create', 'sari', '--nama', 'Sari Dewi', '--role', 'PREMIUM', '--limit', '10'])).toEqual({ command: 'create', username: 'sari', nama: 'Sari Dewi', plan: 'PREMIUM', limit: 10 });
    expect(parseAccountArgs(['--help'])).toEqual({ help: true });
    expect(parseAccountArgs(['help'])).toEqual({ help: true });
  });

  it('refuses what it cannot read, in Indonesian, with the usage', () => {
    expect(parseAccountArgs(['limit', 'sari', 'abc'])).toEqual({ error: 'Limit harus bilangan bulat 0 sampai 1.000.000.000, atau "none": abc' });
    // Above the console's highest, which the store's column could not hold either.
    expect(parseAccountArgs(['limit', 'sari', '3000000000'])).toEqual({ error: 'Limit harus bilangan bulat 0 sampai 1.000.000.000, atau "none": 3000000000' });
    expect(parseAccountArgs(['limit', 'sari', '-5'])).toEqual({ error: `Pilihan tidak dikenal: -5\n${accountUsage}` });
    expect(parseAccountArgs(['limit', 'sari', '1.5'])).toEqual({ error: 'Limit harus bilangan bulat 0 sampai 1.000.000.000, atau "none": 1.5' });
    expect(parseAccountArgs(['hapus', 'sari'])).toEqual({ error: `Perintah tidak dikenal: hapus\n${accountUsage}` });
    expect(parseAccountArgs(['disable'])).toEqual({ error: `Username wajib diisi.\n${accountUsage}` });
    expect(parseAccountArgs(['create', 'sari', '--nama'])).toEqual({ error: `Pilihan --nama butuh nilai.\n${accountUsage}` });
    expect(parseAccountArgs(['create', 'sari', '--umur', '3'])).toEqual({ error: `Pilihan tidak dikenal: --umur\n${accountUsage}` });
    expect(parseAccountArgs([])).toEqual({ error: accountUsage });
  });
});

const admin = { username: 'pengelola', password: 'rahasia-pengelola' };
const demo = { apikey: 'kunci-cli', token: 'token-cli' };

describe('npm run account while the server holds the PGlite folder', () => {
  let dataDir = '';
  let app: FastifyInstance | undefined;
  let port = 0;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portal-cli-'));
    app = await portalServer({ distDir: null, admin, demo, store: { kind: 'pglite', dataDir } });
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as AddressInfo).port;
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const account = (...args: string[]) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      const env = { ...process.env, PORTAL_DATA_DIR: dataDir, DATABASE_URL: '', HOST: '127.0.0.1', PORT: String(port), PORTAL_ADMIN_USERNAME: admin.username, PORTAL_ADMIN_PASSWORD: admin.password };
      execFile(process.execPath, ['--import', 'tsx', join(projectRoot, 'scripts', 'account.ts'), ...args], { cwd: projectRoot, env }, (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });
  const limitOfDemo = async () => (await app!.inject({ method: 'GET', url: `/api/proxy/profile?apikey=${demo.apikey}`, headers: { authorization: `Bearer ${demo.token}` } })).json().data.limit;

  it('prints the usage on --help, and a bad limit changes nothing', async () => {
    const help = await account('--help');
    expect(help).toMatchObject({ code: 0, stdout: `${accountUsage}\n` });
    const before = await limitOfDemo();
    const refused = await account('limit', 'demo', 'abc');
    expect(refused).toMatchObject({ code: 2, stderr: 'Limit harus bilangan bulat 0 sampai 1.000.000.000, atau "none": abc\n' });
    expect(await limitOfDemo()).toBe(before);
  }, 60_000);

  it('a good limit goes through the running server', async () => {
    const changed = await account('limit', 'demo', '37');
    expect(changed).toMatchObject({ code: 0, stdout: 'Akun berhasil diubah.\n' });
    expect(await limitOfDemo()).toBe(37);
  }, 60_000);
});
