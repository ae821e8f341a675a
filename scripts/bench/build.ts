import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { benchConfig } from './config.ts';

/** Builds the portal from `catalogDir` into `.tmp-dist-bench-<label>` (its own folder: `dist/` is left alone). */
export async function buildPortal(label: string, catalogDir: string): Promise<{ outDir: string; seconds: number }> {
  const outDir = join(benchConfig.portalRoot, `.tmp-dist-bench-${label}`);
  const started = performance.now();
  const vite = join(benchConfig.portalRoot, 'node_modules', 'vite', 'bin', 'vite.js');
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: benchConfig.portalRoot,
      env: { ...process.env, PORTAL_CATALOG_DIR: catalogDir },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build (${label}) keluar dengan kode ${code}`))));
  });
  return { outDir, seconds: (performance.now() - started) / 1000 };
}
