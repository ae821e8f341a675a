import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { benchConfig } from './config.ts';

export interface RunningServer {
  url: string;
  close: () => Promise<void>;
}

/** Starts serve-portal.ts for one build and catalog, on a free loopback port. */
export async function startPortalServer(distDir: string, catalogDir: string, fixturesDir: string): Promise<RunningServer> {
  const { apikey, token } = benchConfig.demo;
  const child = spawn(process.execPath, ['--import', 'tsx', join(benchConfig.portalRoot, 'scripts', 'bench', 'serve-portal.ts')], {
    cwd: benchConfig.portalRoot,
    env: {
      ...process.env,
      BENCH_DIST: distDir,
      BENCH_CATALOG: catalogDir,
      BENCH_FIXTURES: fixturesDir,
      BENCH_APIKEY: apikey,
      BENCH_TOKEN: token,
      PORTAL_DEMO_APIKEY: apikey,
      PORTAL_DEMO_TOKEN: token,
      PORTAL_DEMO_LIMIT: '1000000',
    },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error('server portal tidak menjawab dalam 60 detik')), 60_000);
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /PORT (\d+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server portal keluar dengan kode ${code}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
