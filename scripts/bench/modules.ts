/**
 * `npm run bench:modules -- [/dashboard/<group>/<entry>]`: what a page's scripts are made of. Builds
 * the portal into a temporary folder, takes the files the server names for that route (the first
 * chunk, then the route's chunks from the preload map) and lists, per file, its size (raw and
 * gzip) and its biggest modules, then the biggest modules of the whole page. A module's gzip size
 * is its code compressed alone: a little more than it adds to its file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Rollup } from 'vite';
import { filesForRoute, readRoutePreloads } from '../../src/server/shell/route-preload-map.ts';
import { projectRoot } from './config.ts';
import { table } from './report.ts';

const route = process.argv[2] ?? '/dashboard/maker/brat';
const perFile = Number(process.env.MODULES_PER_FILE ?? 8);
const out = mkdtempSync(join(tmpdir(), 'portal-modules-'));

interface Module {
  id: string;
  raw: number;
  gzip: number;
}
interface Chunk {
  raw: number;
  gzip: number;
  entry: boolean;
  modules: Module[];
}

/** node_modules paths as package paths, project paths from the project's folder. */
const shortId = (id: string) => id.replace(/^.*node_modules[\\/]/, '').replace(projectRoot, '').replace(/^\0/, '');

try {
  const chunks = new Map<string, Chunk>();
  await build({
    root: projectRoot,
    logLevel: 'warn',
    build: { outDir: out, emptyOutDir: true },
    plugins: [
      {
        name: 'portal-module-sizes',
        generateBundle(_options, bundle) {
          for (const file of Object.values(bundle)) {
            if (file.type !== 'chunk') continue;
            const modules = Object.entries((file as Rollup.OutputChunk).modules).map(([id, m]) => ({
              id: shortId(id),
              raw: m.renderedLength,
              gzip: m.code ? gzipSync(m.code, { level: 9 }).length : 0,
            }));
            chunks.set(`/${file.fileName}`, { raw: file.code.length, gzip: gzipSync(file.code, { level: 9 }).length, entry: file.isEntry, modules: modules.sort((a, b) => b.gzip - a.gzip) });
          }
        },
      },
    ],
  });
  const map = readRoutePreloads(out);
  const first = [...chunks].filter(([, c]) => c.entry).map(([file]) => file);
  const files = [...new Set([...first, ...(map ? filesForRoute(map, route) : [])])].filter((f) => chunks.has(f));
  const page = files.map((file) => [file, chunks.get(file)!] as const).sort((a, b) => b[1].gzip - a[1].gzip);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  const rows = [['file / module', 'raw', 'gzip']];
  for (const [file, chunk] of page) {
    rows.push([file, kb(chunk.raw), kb(chunk.gzip)]);
    for (const m of chunk.modules.slice(0, perFile)) rows.push([`  ${m.id}`, kb(m.raw), kb(m.gzip)]);
  }
  const total = page.reduce((n, [, c]) => n + c.gzip, 0);
  console.log(`Skrip ${route} (${page.length} file, ${kb(total)} gzip; CSS tidak termasuk):\n${table(rows)}`);
  const biggest = page.flatMap(([, c]) => c.modules).sort((a, b) => b.gzip - a.gzip).slice(0, 15);
  console.log(`\nModul terbesar halaman ini:\n${table([['module', 'raw', 'gzip'], ...biggest.map((m) => [m.id, kb(m.raw), kb(m.gzip)])])}`);
} finally {
  rmSync(out, { recursive: true, force: true });
}
