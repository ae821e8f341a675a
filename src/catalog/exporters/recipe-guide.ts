import { recipePagePath } from '../recipes/summary.ts';
import { isStepRef, type BodyCheck, type Recipe, type StepInput } from '../recipes/types.ts';
import { entryUrlPath } from '../request-plan.ts';
import type { CatalogEntry } from '../types.ts';
import { code, codeBlock, heading, link, paragraph, table, text, type DocBlock, type Text } from './doc-blocks.ts';
import { downloadPaths } from './download-paths.ts';
import { defaultBaseUrl, guidePath } from './names.ts';

/** The guide of a recipe, relative to docs/guides/. */
export const recipeGuidePath = (recipe: Pick<Recipe, 'id'>) => `resep/${recipe.id}.md`;


const literalText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** Where a step's value comes from, in a sentence. */
export function valueSource(value: StepInput | BodyCheck['equals']): Text {
  if (!isStepRef(value)) {
    if (Array.isArray(value)) return [code(value.map((p) => `${p.key}: ${p.value}`).join('; '))];
    return [code(literalText(value))];
  }
  if ('input' in value) return text`input ${code(value.input)} langkah ${code(value.step)}`;
  if ('answer' in value) return text`gambar jawaban langkah ${code(value.step)}, dikirim sebagai file`;
  if (value.compute === 'totp') return text`kode TOTP 6 digit yang dihitung dari ${code(value.path)} jawaban langkah ${code(value.step)}`;
  return text`${code(value.path)} dari jawaban langkah ${code(value.step)}`;
}

function checkText(check: BodyCheck): Text {
  if (check.exists) return text`${code(check.path)} ada`;
  if (check.contains !== undefined) return text`${code(check.path)} memuat ${code(check.contains)}`;
  return [code(check.path), ' sama dengan ', ...valueSource(check.equals)];
}

/**
 * A recipe's guide: what it does, each step with its call, where each input comes from and the
 * rule its answer must meet, and how to run the same flow with Redocly Respect.
 */
export function recipeGuide(recipe: Recipe, entries: ReadonlyMap<string, CatalogEntry>): DocBlock[] {
  const steps = recipe.steps.map((step): DocBlock[] => {
    const entry = entries.get(step.entry);
    const title = step.title ?? entry?.title ?? step.entry;
    const call = entry ? [code(`${entry.method} ${entryUrlPath(entry)}`), ' (', link(entry.title, `../${guidePath(entry)}`), ')'] : [code(step.entry)];
    const rules: Text[] = [text`HTTP ${code(String(step.expect?.status ?? 200))}`];
    if (step.expect?.contentType) rules.push(text`tipe ${code(step.expect.contentType)}`);
    rules.push(...(step.expect?.body ?? []).map(checkText));
    return [
      paragraph([`${title} (`, code(step.id), '): ', ...call]),
      ...(step.note ? [paragraph(step.note)] : []),
      ...(Object.values(step.inputs).some((v) => isStepRef(v) && 'compute' in v)
        ? [paragraph(text`Arazzo tidak dapat menghitung nilai ini, jadi workflow ${code(recipe.id)} di ${link(downloadPaths.arazzo, downloadPaths.arazzo)} berhenti sebelum langkah ini; portal menjalankannya.`)]
        : []),
      ...(Object.keys(step.inputs).length > 0
        ? [table(['Input', 'Nilai'], Object.entries(step.inputs).map(([name, value]) => [name, valueSource(value)]))]
        : [paragraph('Tanpa input.')]),
      paragraph(['Jawaban harus: ', ...rules.flatMap((r, j) => (j === 0 ? r : ['; ', ...r])), '.']),
    ];
  });
  return [
    heading(1, `Resep: ${recipe.title}`),
    paragraph(recipe.summary),
    paragraph(text`Di portal: buka ${code(recipePagePath(recipe))}, lalu jalankan langkah satu per satu dengan 'Coba', atau semuanya sekaligus dengan 'Jalankan semua'. Tiap langkah terisi dari jawaban langkah sebelumnya.`),
    heading(2, 'Langkah'),
    { kind: 'steps', steps },
    heading(2, 'Menjalankan dengan Redocly Respect'),
    paragraph(text`Resep ini juga ada sebagai workflow ${code(recipe.id)} di ${link(downloadPaths.arazzo, downloadPaths.arazzo)} (Arazzo 1.0), di atas ${link(downloadPaths.openapi, downloadPaths.openapi)}; unduh keduanya dari portal ke satu folder, lalu:`),
    codeBlock(
      'sh',
      `curl -O ${defaultBaseUrl}${downloadPaths.arazzo} -O ${defaultBaseUrl}${downloadPaths.openapi}\nnpx redocly respect ${downloadPaths.arazzo.slice(1)} --workflow ${recipe.id} --server portal=${defaultBaseUrl} --input apikey=<API key Anda>`,
    ),
  ];
}

/** The recipes section of the guides' index. */
export function recipeIndex(recipes: Recipe[]): DocBlock[] {
  if (recipes.length === 0) return [];
  return [
    heading(2, 'Resep'),
    paragraph('Alur beberapa langkah, tiap langkah memakai jawaban langkah sebelumnya.'),
    table(['Resep', 'Ringkasan'], recipes.map((r) => [[link(r.title, recipeGuidePath(r))], r.summary])),
  ];
}
