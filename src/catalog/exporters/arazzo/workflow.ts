import { entryUrlPath, placePreparedInputs } from '../../request-plan.ts';
import type { Recipe, RecipeStep } from '../../recipes/types.ts';
import type { CatalogEntry } from '../../types.ts';
import { successCriteria } from './criteria.ts';
import { arazzoValue, type ArazzoValue } from './references.ts';

type Json = Record<string, unknown>;

/** The name of the OpenAPI document in `sourceDescriptions`, as `--server portal=<url>` names it. */
export const sourceName = 'portal';

/** A placeholder that survives placing inputs (it is a plain string), swapped back afterwards. */
const marker = (i: number) => `\u0000arazzo-${i}\u0000`;

interface BuiltStep {
  step: Json | null;
  /** Why the step is left out of the workflow. */
  skipped?: string;
}

function buildStep(step: RecipeStep, entry: CatalogEntry, recipe: Recipe, outputs: Map<string, Map<string, string>>): BuiltStep {
  const swaps: ArazzoValue[] = [];
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(step.inputs)) {
    const resolved = arazzoValue(value, recipe, outputs);
    if ('unsupported' in resolved) return { step: null, skipped: resolved.unsupported };
    if ('literal' in resolved) values[name] = resolved.literal;
    else {
      swaps.push(resolved);
      values[name] = marker(swaps.length - 1);
    }
  }
  const swap = (text: unknown): unknown => {
    if (typeof text !== 'string') return text;
    const found = swaps.findIndex((_s, i) => text === marker(i));
    if (found < 0) return text;
    const value = swaps[found];
    return 'expression' in value ? value.expression : 'file' in value ? value.file : text;
  };
  const placed = placePreparedInputs(entry, values);
  const parameters: Json[] = [
    ...Object.entries(placed.pathValues).map(([name, value]) => ({ name, in: 'path', value: swap(value) })),
    ...placed.query.map(([name, value]) => ({ name, in: 'query', value: swap(value) })),
    { name: 'apikey', in: 'query', value: '$inputs.apikey' },
  ];
  let requestBody: Json | undefined;
  if (entry.body === 'json') {
    requestBody = { contentType: 'application/json', payload: Object.fromEntries(Object.entries(placed.json).map(([k, v]) => [k, swap(v)])) };
  } else if (entry.body === 'multipart') {
    requestBody = { contentType: 'multipart/form-data', payload: Object.fromEntries(placed.fields.map((f) => [f.name, swap(f.file ?? f.value)])) };
  }
  const criteria = successCriteria(step, recipe, outputs);
  if (!criteria) return { step: null, skipped: 'aturan jawabannya' };
  return {
    step: {
      stepId: step.id,
      description: [step.title ?? entry.title, step.note].filter(Boolean).join('. '),
      operationId: entry.id,
      parameters,
      ...(requestBody ? { requestBody } : {}),
      successCriteria: criteria,
    },
  };
}

/**
 * One recipe as an Arazzo workflow: its steps call the OpenAPI operations (`operationId` is the
 * entry id), fixed inputs as literals, values of earlier answers as step outputs, the key as the
 * workflow input `apikey`. What Arazzo cannot express is named in the description, never faked:
 * a file taken from an earlier answer becomes the recipe's sample picture (`$file()`), and a
 * step with a computed input (a TOTP code) is left out with the steps after it.
 */
export function recipeWorkflow(recipe: Recipe, entries: ReadonlyMap<string, CatalogEntry>): Json {
  const outputs = new Map<string, Map<string, string>>();
  const steps: Json[] = [];
  const notes: string[] = [];
  for (const step of recipe.steps) {
    const entry = entries.get(step.entry);
    if (!entry) continue;
    const built = buildStep(step, entry, recipe, outputs);
    if (!built.step) {
      const left = recipe.steps.slice(recipe.steps.indexOf(step)).map((s) => `'${s.id}'`).join(', ');
      notes.push(`Arazzo tidak dapat menyatakan ${built.skipped}: langkah ${left} hanya dijalankan di portal (Resep).`);
      break;
    }
    const fileInputs = Object.values(step.inputs).filter((v) => typeof v === 'object' && v !== null && 'answer' in v);
    if (fileInputs.length > 0) {
      notes.push(`Langkah '${step.id}' mengunggah gambar contoh dari public/fixtures: Arazzo tidak dapat meneruskan jawaban biner langkah sebelumnya sebagai file; portal meneruskannya.`);
    }
    steps.push(built.step);
  }
  for (const step of steps) {
    const own = outputs.get(step.stepId as string);
    if (own) step.outputs = Object.fromEntries(own);
  }
  return {
    workflowId: recipe.id,
    summary: recipe.title,
    description: [recipe.summary, ...notes].join('\n\n'),
    inputs: {
      type: 'object',
      required: ['apikey'],
      properties: { apikey: { type: 'string', description: 'API key Anda (halaman profil portal, atau yang dicetak npm start).' } },
    },
    steps,
  };
}

/** The path an entry is called at, for readers of the guide. */
export const operationPath = (entry: Pick<CatalogEntry, 'method' | 'path'>) => `${entry.method} ${entryUrlPath(entry)}`;
