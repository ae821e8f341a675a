/**
 * Tools that only a measuring script needs (the explorers the bench compares with, the load
 * generator) live in packages of their own under `bench/`, each with its lockfile, so the
 * portal's `npm install` never downloads them. The script that needs one installs it here on
 * first use, and again when its lockfile changes.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { projectRoot } from './config.ts';

export type ToolPackage = 'anchors' | 'load' | 'lighthouse';

export const toolPackageDir = (name: ToolPackage) => join(projectRoot, 'bench', name);

/** Written after a successful install: the lockfile it installed, so a changed lockfile installs again. */
const STAMP = '.installed-lock';

const lockHash = (dir: string) => createHash('sha256').update(readFileSync(join(dir, 'package-lock.json'))).digest('hex');

export function isInstalled(name: ToolPackage): boolean {
  const dir = toolPackageDir(name);
  const stamp = join(dir, 'node_modules', STAMP);
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === lockHash(dir);
}

/** `npm ci` in the tool's folder unless what its lockfile names is already there; returns the seconds it took (0 when nothing was done). */
export function ensureToolPackage(name: ToolPackage, log: (message: string) => void = console.log): number {
  if (isInstalled(name)) return 0;
  const dir = toolPackageDir(name);
  log(`Memasang bench/${name} (npm ci, sekali saja)...`);
  const started = performance.now();
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`npm ci di bench/${name} gagal (kode ${result.status ?? result.signal})`);
  writeFileSync(join(dir, 'node_modules', STAMP), lockHash(dir));
  const seconds = (performance.now() - started) / 1000;
  log(`bench/${name} terpasang dalam ${seconds.toFixed(1)} s.`);
  return seconds;
}

/** `require` from inside a tool package, installing it first when needed. */
export function requireFromTool<T>(name: ToolPackage, id: string): T {
  ensureToolPackage(name);
  return createRequire(join(toolPackageDir(name), 'package.json'))(id) as T;
}

/** `import()` of an ES module inside a tool package (its file, from the package folder), installing it first when needed. */
export function importFromTool<T>(name: ToolPackage, file: string): Promise<T> {
  ensureToolPackage(name);
  return import(pathToFileURL(join(toolPackageDir(name), 'node_modules', file)).href) as Promise<T>;
}
