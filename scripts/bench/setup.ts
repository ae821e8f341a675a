/**
 * `npm run bench:setup`: installs the measuring tools into their own folders (the explorers in
 * `bench/anchors`, the load generator in `bench/load`, Lighthouse in `bench/lighthouse`). `npm run bench` and `npm run load*` do
 * it themselves on first use; this only does it ahead of time.
 */
import { ensureToolPackage, isInstalled, type ToolPackage } from './own-package.ts';

for (const name of ['anchors', 'load', 'lighthouse'] satisfies ToolPackage[]) {
  if (isInstalled(name)) console.log(`bench/${name} sudah terpasang.`);
  else ensureToolPackage(name);
}
