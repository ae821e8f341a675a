/**
 * Debian's PostgreSQL 15 for tests: a throwaway cluster in a temporary folder, listening on
 * 127.0.0.1 and a free port, its socket in that folder. `initdb` refuses root: run as the
 * `postgres` user when the tests run as root.
 */
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../scripts/load-kit.ts';

const bin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** Why the PostgreSQL tests cannot run here, or null when Debian's `postgresql` is installed. */
export function postgresMissing(): string | null {
  return existsSync(join(bin, 'initdb')) ? null : 'PostgreSQL tidak terpasang (apt-get install postgresql): uji PostgreSQL dilewati.';
}

export interface PostgresServer {
  /** A database URL of a new, empty database (`createDatabase`), or of `portal`. */
  url: (database?: string) => string;
  createDatabase: (name: string) => void;
  /** A folder the cluster's user may write in (a dump file goes there). */
  folder: string;
  /** `pg_dump` / `pg_restore` and the like, run against this cluster. */
  run: (tool: string, args: string[]) => string;
  stop: () => void;
}

export async function startPostgres(): Promise<PostgresServer> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-pg-'));
  const asRoot = userInfo().uid === 0;
  const pgUser = asRoot ? spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }) : undefined;
  if (asRoot) {
    const uid = Number(pgUser?.stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    chownSync(dir, uid, gid);
  }
  const exec = (tool: string, args: string[]) => {
    const [command, full] = asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]] : [join(bin, tool), args];
    const result = spawnSync(command, full, { encoding: 'utf8', cwd: dir });
    if (result.status !== 0) throw new Error(`${tool} gagal: ${result.stderr || result.stdout}`);
    return result.stdout;
  };
  const data = join(dir, 'data');
  const port = await freePort();
  exec('initdb', ['-D', data, '-A', 'trust', '-U', 'portal', '--no-sync']);
  exec('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-o', `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir} -c fsync=off`, 'start']);
  const url = (database = 'portal') => `postgres://portal@127.0.0.1:${port}/${database}`;
  exec('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'portal', 'portal']);
  return {
    url,
    folder: dir,
    createDatabase: (name) => void exec('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'portal', name]),
    run: (tool, args) => exec(tool, ['-h', '127.0.0.1', '-p', String(port), '-U', 'portal', ...args]),
    stop: () => {
      try {
        exec('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
