import { lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Bytes a folder takes on disk, as `du` counts them (allocated blocks, each hard-linked file once). */
export function diskBytes(dir: string): number {
  const seen = new Set<number>();
  let total = 0;
  const walk = (path: string) => {
    const stat = lstatSync(path, { throwIfNoEntry: false });
    if (!stat || seen.has(stat.ino)) return;
    seen.add(stat.ino);
    total += stat.blocks * 512;
    if (stat.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(dir);
  return total;
}

/** The portal's own node_modules, and which of the explorers the bench compares with are in it (none, since they moved to bench/anchors). */
export function portalInstall(root: string, explorers: string[]) {
  const modules = join(root, 'node_modules');
  return {
    nodeModulesBytes: diskBytes(modules),
    explorersInside: explorers.filter((name) => lstatSync(join(modules, name), { throwIfNoEntry: false }) !== undefined),
  };
}
