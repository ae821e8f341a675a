import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { metaProblems, parse, type ParsedFile } from '../loader-parse.ts';
import { positionOf } from '../positions.ts';
import type { CatalogProblem } from '../problems.ts';
import { isFileInput } from '../request-plan.ts';
import type { CatalogEntry } from '../types.ts';
import { recipeMetaSchema } from './meta-schema.ts';
import { isFileRef, isStepRef, type Recipe, type RecipeDef, type StepRef } from './types.ts';

/** The folder of recipes inside the catalog: not a group. */
export const recipesFolder = 'recipes';

const checkRecipe = new Ajv({ allErrors: true, strict: false }).compile(recipeMetaSchema);

type At = (path: (string | number)[], message: string) => void;

/** A reference names an earlier step, and an input that step has. */
function checkRef(ref: StepRef, earlier: Map<string, CatalogEntry>, path: (string | number)[], at: At): void {
  const source = earlier.get(ref.step);
  if (!source) {
    at([...path, 'step'], `langkah '${ref.step}' tidak ada sebelum langkah ini (ada: ${[...earlier.keys()].join(', ') || '(tidak ada)'})`);
    return;
  }
  if ('input' in ref && !(ref.input in (source.schema.properties ?? {}))) {
    at([...path, 'input'], `'${ref.input}' bukan input entri '${source.id}'`);
  }
  if ('answer' in ref && !['image', 'download'].includes(source.response.kind)) {
    at([...path, 'answer'], `jawaban entri '${source.id}' bukan file (kind: ${source.response.kind})`);
  }
}

function semanticProblems(recipe: RecipeDef, entries: Map<string, CatalogEntry>, fixtures: string | null, at: At): void {
  const earlier = new Map<string, CatalogEntry>();
  for (const [i, step] of recipe.steps.entries()) {
    const here = ['steps', i];
    const entry = entries.get(step.entry);
    if (earlier.has(step.id)) at([...here, 'id'], `id langkah '${step.id}' sudah dipakai di resep ini`);
    if (!entry) {
      at([...here, 'entry'], `entri '${step.entry}' tidak ada di katalog`);
      continue;
    }
    if (!entry.tryable) at([...here, 'entry'], `entri '${step.entry}' hanya dokumentasi, tidak bisa dijalankan`);
    const properties = entry.schema.properties ?? {};
    for (const [name, value] of Object.entries(step.inputs)) {
      const path = [...here, 'inputs', name];
      const prop = properties[name];
      if (!prop) {
        at(path, `'${name}' bukan input entri '${entry.id}' (ada: ${Object.keys(properties).join(', ')})`);
        continue;
      }
      if (isStepRef(value)) checkRef(value, earlier, path, at);
      if (isFileInput(prop) !== isFileRef(value)) {
        at(path, isFileInput(prop) ? `'${name}' adalah file: ambil dari jawaban langkah sebelumnya ({ step, answer: file })` : `'${name}' bukan input file`);
      }
      if (isFileRef(value) && value.sample && fixtures && !existsSync(join(fixtures, value.sample))) {
        at([...path, 'sample'], `contoh '${value.sample}' tidak ada di public/fixtures`);
      }
    }
    for (const [j, check] of (step.expect?.body ?? []).entries()) {
      if (isStepRef(check.equals)) checkRef(check.equals, earlier, [...here, 'expect', 'body', j, 'equals'], at);
    }
    earlier.set(step.id, entry);
  }
}

/**
 * Reads `catalog/recipes/*.yaml` against the catalog's entries: the meta-schema first, then what
 * it cannot say (every entry exists and can run, every input is the entry's, every reference
 * names an earlier step), each problem with its file, line and column.
 */
export function loadRecipes(root: string, entries: CatalogEntry[], problems: CatalogProblem[], files: string[]): Recipe[] {
  const dir = join(root, recipesFolder);
  if (!existsSync(dir)) return [];
  const byId = new Map(entries.map((e) => [e.id, e]));
  const fixturesDir = join(root, '..', 'public', 'fixtures');
  const fixtures = existsSync(fixturesDir) ? fixturesDir : null;
  const recipes: Recipe[] = [];
  const seen = new Map<string, string>();
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.yaml')).sort()) {
    const path = join(dir, name);
    files.push(path);
    const parsed: ParsedFile | null = parse(path, root, problems);
    if (!parsed) continue;
    const raw = parsed.doc.toJS() as RecipeDef;
    if (!checkRecipe(raw)) {
      problems.push(...metaProblems(parsed, checkRecipe.errors));
      continue;
    }
    const found: CatalogProblem[] = [];
    const at: At = (where, message) => found.push({ file: parsed.rel, ...positionOf(parsed.doc, parsed.lines, where), message });
    const earlier = seen.get(raw.id);
    if (earlier) at(['id'], `id resep '${raw.id}' sudah dipakai di ${earlier}`);
    semanticProblems(raw, byId, fixtures, at);
    problems.push(...found);
    seen.set(raw.id, parsed.rel);
    if (found.length === 0) recipes.push({ ...raw, file: parsed.rel });
  }
  return recipes;
}

/** The recipes that use an entry: what its group panel links. */
export const recipesUsing = (recipes: Pick<Recipe, 'id' | 'title' | 'steps'>[], entryId: string) => recipes.filter((r) => r.steps.some((s) => s.entry === entryId));
