/**
 * The portal as it runs in production, for the durability suites: its own process (the server's
 * entry, configured only through the documented environment variables) on a free loopback port,
 * stopped with SIGTERM or killed with SIGKILL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort, host, root } from '../../scripts/load-kit.ts';

export const apikey = 'kunci-tahan-lama';
export const token = 'token-tahan-lama';

export interface PortalProcess {
  base: string;
  child: ChildProcess;
  /** SIGTERM, then waits for the exit (the graceful stop). */
  stop: () => Promise<number | null>;
  /** SIGKILL at once: no handler runs, nothing is flushed. */
  kill: () => Promise<void>;
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
    child.once('exit', (code) => resolve(code));
  });

/**
 * Starts the server and waits for its banner. A first start on a new folder runs PGlite's initdb:
 * on a busy machine that alone can take tens of seconds, hence the generous wait.
 */
function start(name: string, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error(`${name} tidak siap dalam 240 detik:\n${output}`));
    }, 240_000);
    const watch = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Portal berjalan di')) {
        clearTimeout(timer);
        done(child);
      }
    };
    child.stdout?.on('data', watch);
    child.stderr?.on('data', watch);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`${name} berhenti (kode ${code}):\n${output}`));
    });
  });
}

/** `store` is `PORTAL_DATA_DIR` (a folder) or `DATABASE_URL` (with its `PORTAL_SECRET`). */
export async function startPortal(store: { dataDir: string } | { databaseUrl: string; secret: string }, name = 'portal'): Promise<PortalProcess> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    HOST: host,
    PORT: String(port),
    PORTAL_DEMO_APIKEY: apikey,
    PORTAL_DEMO_TOKEN: token,
    PORTAL_DEMO_LIMIT: '1000000',
    // Durability suites write and check far more than a minute's API limit allows.
    RATE_LIMIT_API: '0',
    RATE_LIMIT_IMAGES: '0',
    PORTAL_OFFLINE: '1',
    LOG_LEVEL: 'error',
    ...('dataDir' in store ? { PORTAL_DATA_DIR: store.dataDir, DATABASE_URL: '' } : { DATABASE_URL: store.databaseUrl, PORTAL_SECRET: store.secret }),
  };
  const child = await start(name, env);
  return {
    base: `http://${host}:${port}`,
    child,
    stop: async () => {
      child.kill('SIGTERM');
      return exited(child);
    },
    kill: async () => {
      child.kill('SIGKILL');
      await exited(child);
    },
  };
}
