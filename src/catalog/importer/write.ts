import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { editorSchemaLine } from '../editor-schemas.ts';
import { loadCatalog } from '../loader.ts';
import type { CatalogProblem } from '../problems.ts';
import type { ImportResult } from './openapi-import.ts';

export interface WriteResult {
  written: string[];
  skipped: string[];
  problems: CatalogProblem[];
}

/** Writes imported entries (and any missing `_group.yaml`) into a catalog folder, then lints it. */
export function writeImport(catalogRoot: string, result: ImportResult): WriteResult {
  const taken = new Set(loadCatalog(catalogRoot).catalog.groups.flatMap((g) => g.entries.map((e) => e.id)));
  const written: string[] = [];
  const skipped: string[] = [];
  let order = 1000 + readdirSync(catalogRoot, { withFileTypes: true }).filter((d) => d.isDirectory()).length;
  for (const { group, groupTitle, entry, fileName } of result.entries) {
    const id = String(entry.id);
    if (taken.has(id)) {
      skipped.push(`${id}: id sudah dipakai di katalog`);
      continue;
    }
    const dir = join(catalogRoot, group);
    if (!existsSync(join(dir, '_group.yaml'))) {
      mkdirSync(dir, { recursive: true });
      const described = { label: groupTitle, title: groupTitle, order: order++, status: 'active', ...result.groups[group] };
      writeFileSync(join(dir, '_group.yaml'), `${editorSchemaLine('group')}\n${stringify(described)}`);
    }
    // An existing file is never overwritten: the kept name gives way to `<id>.yaml`, else the entry is skipped.
    const file = [fileName, `${id}.yaml`].filter((n): n is string => n !== undefined).map((n) => join(dir, n)).find((f) => !existsSync(f));
    if (!file) {
      skipped.push(`${id}: berkas ${group}/${fileName ?? `${id}.yaml`} sudah ada di katalog`);
      continue;
    }
    writeFileSync(file, `${editorSchemaLine('entry')}\n${stringify(entry)}`);
    written.push(file);
    taken.add(id);
  }
  const problems = loadCatalog(catalogRoot).problems.filter((p) => written.some((w) => w.endsWith(p.file.split('/').slice(-2).join('/'))));
  return { written, skipped, problems };
}
