/**
 * Fails when the folders of src/ (or the server's rooms, src/server/*) import each other in a circle (`quota` → `app` → `quota`): the
 * layers of docs/architecture.md only hold if every arrow between two folders points
 * one way. Reads every import (static, `export … from`, dynamic `import()`) of the modules under
 * src/ with TypeScript's pre-processor; tests are left out, they may reach anywhere.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** One arrow between two folders, with the first import that draws it. */
export interface FolderEdge {
  from: string;
  to: string;
  /** `src/quota/QuotaBadge/QuotaBadge.tsx → src/app/session/index.ts`, relative to the project. */
  example: string;
}

const isModule = (name: string) => /\.(ts|tsx|mts)$/.test(name) && !/\.test\.tsx?$/.test(name);

/** The arrows between the top-level folders of `srcDir` (a file directly in it is a node of its own). */
export function folderEdges(srcDir: string): FolderEdge[] {
  const project = dirname(srcDir);
  const top = (file: string) => relative(srcDir, file).split(sep)[0];
  const edges = new Map<string, FolderEdge>();
  for (const name of readdirSync(srcDir, { recursive: true, encoding: 'utf8' }).filter(isModule).sort()) {
    const file = join(srcDir, name);
    for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = resolve(dirname(file), fileName);
      if (relative(srcDir, target).startsWith('..')) continue;
      const [from, to] = [top(file), top(target)];
      if (from === to || edges.has(`${from} ${to}`)) continue;
      edges.set(`${from} ${to}`, { from, to, example: `${relative(project, file)} → ${relative(project, target)}` });
    }
  }
  return [...edges.values()];
}

/** Every circle of folders (a strongly connected set of two or more), each as the arrows inside it. */
export function folderCycles(edges: FolderEdge[]): FolderEdge[][] {
  const next = new Map<string, string[]>();
  for (const e of edges) next.set(e.from, [...(next.get(e.from) ?? []), e.to]);
  const reaches = (start: string): Set<string> => {
    const seen = new Set<string>();
    const stack = [start];
    for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
      for (const n of next.get(node) ?? []) {
        if (seen.has(n)) continue;
        seen.add(n);
        stack.push(n);
      }
    }
    return seen;
  };
  const reach = new Map([...next.keys()].map((node) => [node, reaches(node)]));
  const groups = new Map<string, Set<string>>();
  for (const [node, seen] of reach) {
    const members = [...seen].filter((other) => reach.get(other)?.has(node)).sort();
    if (members.length > 1) groups.set(members.join(' '), new Set(members));
  }
  return [...groups.values()].map((members) => edges.filter((e) => members.has(e.from) && members.has(e.to)));
}

/** The layers checked: src/'s folders, and the server's rooms (src/server/*) among themselves. */
const layers = [
  { dir: 'src', label: 'src/' },
  { dir: join('src', 'server'), label: 'src/server/' },
];

if (process.argv[1] === import.meta.filename) {
  let found = 0;
  for (const layer of layers) {
    const cycles = folderCycles(folderEdges(join(import.meta.dirname, '..', layer.dir)));
    found += cycles.length;
    for (const cycle of cycles) {
      console.error(`Folder ${layer.label} saling mengimpor: ${[...new Set(cycle.map((e) => e.from))].join(', ')}`);
      for (const e of cycle) console.error(`  ${e.from} → ${e.to}: ${e.example}`);
    }
  }
  if (found > 0) process.exit(1);
  console.log(`Tidak ada impor melingkar antarfolder ${layers.map((l) => l.label).join(' maupun ')}.`);
}
