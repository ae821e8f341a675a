import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import Ajv from 'ajv';
import { metaProblems, parse, type ParsedFile } from './loader-parse.ts';
import { entryMetaSchema, groupMetaSchema, propertyMetaSchema } from './meta-schema.ts';
import { expandSchema } from './normalize.ts';
import { positionOf } from './positions.ts';
import type { CatalogProblem } from './problems.ts';
import { loadPlans } from './plans/load.ts';
import { loadRecipes, recipesFolder } from './recipes/load.ts';
import { pathParams } from './request-plan.ts';
import type { Catalog, CatalogEntry, CatalogGroup, EntryDef, GroupDef } from './types.ts';
import { validatorOptions } from './validation.ts';

export interface LoadResult {
  catalog: Catalog;
  problems: CatalogProblem[];
  /** Every file read, for watchers. */
  files: string[];
  /** The folder it was read from (its release files live there too). */
  root: string;
}

const metaAjv = new Ajv({ allErrors: true, strict: false });
metaAjv.addSchema(propertyMetaSchema);
const checkEntry = metaAjv.compile(entryMetaSchema);
const checkGroup = metaAjv.compile(groupMetaSchema);

/** Compiles schemas the way the runner and the embedded API will, to catch invalid JSON Schema. */
const schemaAjv = validatorOptions.extenderFn(new Ajv({ ...validatorOptions.ajvOptionsOverrides, strict: false }));

function semanticProblems(file: ParsedFile, entry: EntryDef): CatalogProblem[] {
  const problems: CatalogProblem[] = [];
  const at = (path: (string | number)[], message: string) =>
    problems.push({ file: file.rel, ...positionOf(file.doc, file.lines, path), message });
  const declared = Object.keys(entry.schema.properties ?? {});
  for (const param of pathParams(entry.path)) {
    if (!declared.includes(param)) at(['path'], `parameter path '{${param}}' tidak dideklarasikan di schema.properties`);
  }
  for (const [i, variant] of (entry.response.variants ?? []).entries()) {
    for (const key of Object.keys(variant.when)) {
      if (!declared.includes(key)) at(['response', 'variants', i, 'when'], `'${key}' bukan input dari schema`);
    }
  }
  try {
    if (!schemaAjv.validateSchema(entry.schema)) {
      at(['schema'], `JSON Schema tidak valid: ${schemaAjv.errorsText(schemaAjv.errors, { dataVar: 'schema' })}`);
    } else {
      schemaAjv.compile(expandSchema(entry.schema));
    }
  } catch (err) {
    at(['schema'], `JSON Schema tidak valid: ${(err as Error).message}`);
  }
  return problems;
}

/** A table's row button names an entry of the same group and one of its inputs. */
function rowOpenProblems(entries: CatalogEntry[], parsedById: Map<string, ParsedFile>): CatalogProblem[] {
  return entries.flatMap((entry) => {
    const open = entry.response.table?.open;
    const file = parsedById.get(entry.id);
    if (!open || !file) return [];
    const at = (key: string, message: string) => [{ file: file.rel, ...positionOf(file.doc, file.lines, ['response', 'table', 'open', key]), message }];
    const target = entries.find((e) => e.id === open.entry);
    if (!target) return at('entry', `entri '${open.entry}' tidak ada di grup ini (ada: ${entries.map((e) => e.id).join(', ')})`);
    const inputs = Object.keys(target.schema.properties ?? {});
    return inputs.includes(open.input) ? [] : at('input', `'${open.input}' bukan input entri '${open.entry}' (ada: ${inputs.join(', ')})`);
  });
}

/** A deprecation names an entry that exists (not itself) as its replacement, and a sunset after its start. */
function deprecationProblems(entries: CatalogEntry[], parsedById: Map<string, ParsedFile>): CatalogProblem[] {
  return entries.flatMap((entry) => {
    const deprecated = entry.deprecated;
    const file = parsedById.get(entry.id);
    if (!deprecated || !file) return [];
    const at = (key: string, message: string) => ({ file: file.rel, ...positionOf(file.doc, file.lines, ['deprecated', key]), message });
    const found: CatalogProblem[] = [];
    for (const key of ['since', 'sunset'] as const) {
      const day = deprecated[key];
      if (day !== undefined && Number.isNaN(Date.parse(`${day}T00:00:00Z`))) found.push(at(key, `'${day}' bukan tanggal (YYYY-MM-DD)`));
    }
    if (deprecated.sunset && deprecated.sunset <= deprecated.since) found.push(at('sunset', `sunset ${deprecated.sunset} harus sesudah since ${deprecated.since}`));
    const replacement = deprecated.replacement;
    if (replacement !== undefined && (replacement === entry.id || !entries.some((e) => e.id === replacement))) {
      found.push(at('replacement', `entri pengganti '${replacement}' tidak ada di katalog`));
    }
    return found;
  });
}

function withDefaults(raw: EntryDef): EntryDef {
  return { ...raw, body: raw.body ?? 'none', tryable: raw.tryable ?? true, examples: raw.examples ?? [] };
}

/** Reads `catalog/`, checks every file, and reports every problem with its file, line and column. */
export function loadCatalog(root: string): LoadResult {
  const problems: CatalogProblem[] = [];
  const files: string[] = [];
  const groups: CatalogGroup[] = [];
  const seenIds = new Map<string, string>();
  const parsedAll = new Map<string, ParsedFile>();
  const folders = readdirSync(root)
    .filter((name) => name !== recipesFolder && statSync(join(root, name)).isDirectory())
    .sort();
  for (const folder of folders) {
    const dir = join(root, folder);
    const groupPath = join(dir, '_group.yaml');
    const relDir = relative(join(root, '..'), dir);
    let group: GroupDef | null = null;
    try {
      statSync(groupPath);
      files.push(groupPath);
      const parsed = parse(groupPath, root, problems);
      if (parsed) {
        const raw = parsed.doc.toJS() as GroupDef;
        if (!checkGroup(raw)) problems.push(...metaProblems(parsed, checkGroup.errors));
        else group = { ...raw, id: folder };
      }
    } catch {
      problems.push({ file: relDir, line: 1, col: 1, message: 'folder grup tidak punya _group.yaml' });
    }
    const entries: CatalogEntry[] = [];
    const parsedById = new Map<string, ParsedFile>();
    for (const name of readdirSync(dir).filter((n) => n.endsWith('.yaml') && n !== '_group.yaml').sort()) {
      const path = join(dir, name);
      files.push(path);
      const parsed = parse(path, root, problems);
      if (!parsed) continue;
      const raw = parsed.doc.toJS() as EntryDef;
      if (!checkEntry(raw)) {
        problems.push(...metaProblems(parsed, checkEntry.errors));
        continue;
      }
      const entry = withDefaults(raw);
      const earlier = seenIds.get(entry.id);
      if (earlier) {
        problems.push({ file: parsed.rel, ...positionOf(parsed.doc, parsed.lines, ['id']), message: `id '${entry.id}' sudah dipakai di ${earlier}` });
        continue;
      }
      seenIds.set(entry.id, parsed.rel);
      const found = semanticProblems(parsed, entry);
      if (group && entry.section !== undefined && !group.sections?.[entry.section]) {
        const known = Object.keys(group.sections ?? {}).join(', ') || '(tidak ada)';
        found.push({ file: parsed.rel, ...positionOf(parsed.doc, parsed.lines, ['section']), message: `section '${entry.section}' tidak ada di sections _group.yaml (ada: ${known})` });
      }
      problems.push(...found);
      if (found.length === 0) entries.push({ ...entry, group: folder, file: parsed.rel });
      parsedById.set(entry.id, parsed);
      parsedAll.set(entry.id, parsed);
    }
    problems.push(...rowOpenProblems(entries, parsedById));
    entries.sort((a, b) => (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER));
    if (group) groups.push({ ...group, file: relative(join(root, '..'), groupPath), entries });
  }
  groups.sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
  problems.push(...deprecationProblems(groups.flatMap((g) => g.entries), parsedAll));
  const recipes = loadRecipes(root, groups.flatMap((g) => g.entries), problems, files);
  const plans = loadPlans(root, groups.map((g) => g.id), problems, files);
  return { catalog: { groups, recipes, plans }, problems, files, root };
}

/** The catalog folder: `PORTAL_CATALOG_DIR`, else `catalog/` of the project. */
export function catalogDir(projectRoot: string): string {
  return process.env.PORTAL_CATALOG_DIR ?? join(projectRoot, 'catalog');
}
