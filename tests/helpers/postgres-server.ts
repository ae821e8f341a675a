/**
 * Debian's PostgreSQL for tests: a cluster of its own in a temp folder, loopback only, a free port,
 * no fsync. As root (CI) the server runs as the `postgres` user: initdb refuses root.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../scripts/load-kit.ts';

function binDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => join(root, v, 'bin')).find((dir) => existsSync(join(dir, 'initdb')));
}

/** Why the PostgreSQL tests cannot run here, or null when Debian's `postgresql` is installed. */
export function postgresMissing(): string | null {
  return binDir() ? null : 'postgresql tidak terpasang (apt-get install postgresql): uji PostgreSQL dilewati.';
}

export interface PostgresServer {
  /** `postgres://portal@127.0.0.1:<port>/postgres` */
  url: string;
  /** A program of the cluster's version (`pg_dump`), run as the cluster's user. */
  run: (program: string, args: string[]) => { status: number | null; stdout: string; stderr: string };
  stop: () => Promise<void>;
}

const asRoot = process.getuid?.() === 0;

function command(program: string, args: string[]): [string, string[]] {
  return asRoot ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args];
}

export async function startPostgres(): Promise<PostgresServer> {
  const bin = binDir();
  if (!bin) throw new Error('postgresql tidak terpasang');
  const dir = mkdtempSync(join(tmpdir(), 'portal-pg-'));
  const data = join(dir, 'data');
  if (asRoot) {
    chownSync(dir, Number(spawnSync('id', ['-u', 'postgres']).stdout.toString()), Number(spawnSync('id', ['-g', 'postgres']).stdout.toString()));
    chmodSync(dir, 0o700);
  }
  const init = spawnSync(...command(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'portal', '--no-sync', '-E', 'UTF8']), { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`initdb gagal:\n${init.stderr}`);
  const port = await freePort();
  const server: ChildProcess = spawn(
    ...command(join(bin, 'postgres'), ['-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']),
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`postgres tidak siap:\n${output}`)), 60_000);
    const seen = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    };
    server.stdout?.on('data', seen);
    server.stderr?.on('data', seen);
    server.once('exit', () => reject(new Error(`postgres berhenti:\n${output}`)));
  });
  const run = (program: string, args: string[]) => {
    const result = spawnSync(...command(join(bin, program), args), { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    return { status: result.status, stdout: result.stdout, stderr: result.stderr };
  };
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      spawnSync(...command(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']), { stdio: 'ignore' });
      await new Promise<void>((resolve) => {
        if (server.exitCode !== null || server.signalCode !== null) return resolve();
        const timer = setTimeout(() => {
          server.kill('SIGKILL');
          resolve();
        }, 10_000);
        server.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    rmSync(dir, { recursive: true, force: true });
  };
  return { url: `postgres://portal@127.0.0.1:${port}/postgres`, run, stop };
}
