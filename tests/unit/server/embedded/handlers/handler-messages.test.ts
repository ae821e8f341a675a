import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../..', import.meta.url));
const handlersDir = join(root, 'src', 'server', 'embedded', 'handlers');

function filesUnder(dir: string, ending: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? filesUnder(join(dir, d.name), ending) : ending.test(d.name) ? [join(dir, d.name)] : [],
  );
}

/** Every string the catalog's YAML holds, however deep (messages, example answers, titles). */
function yamlStrings(value: unknown, out: Set<string>): Set<string> {
  if (typeof value === 'string') out.add(value.trim());
  else if (Array.isArray(value)) for (const item of value) yamlStrings(item, out);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) yamlStrings(item, out);
  return out;
}

/** A sentence a user reads: at least two words, a capital first, ending in a full stop, ! or ?. */
const sentence = /^[A-Z][^\n]*\s[^\n]*[.!?]$/;

/** The quoted literals of a source file that read as sentences (template literals without `${}` included). */
function sentencesIn(source: string): string[] {
  const literals = [...source.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`([^`$]*)`/g)].map((m) => m[1] ?? m[2] ?? m[3]);
  return literals.filter((text) => sentence.test(text));
}

const catalogStrings = new Set<string>();
const exampleNames = new Set<string>();
for (const file of filesUnder(join(root, 'catalog'), /\.ya?ml$/)) {
  const doc = parse(readFileSync(file, 'utf8')) as { examples?: { name?: string }[] } | null;
  yamlStrings(doc, catalogStrings);
  for (const example of doc?.examples ?? []) if (example.name) exampleNames.add(example.name);
}
const handlerSources = filesUnder(handlersDir, /\.ts$/).map((file) => ({ file, source: readFileSync(file, 'utf8') }));

describe('pesan handler API bawaan', () => {
  it('katalog memang berisi kalimat pesan (pemindai membaca YAML)', () => {
    expect(catalogStrings.has('Data ulang tahun berhasil disimpan.')).toBe(true);
  });

  it('tidak ada kalimat dari YAML katalog yang diketik ulang di sumber handler', () => {
    const retyped = handlerSources.flatMap(({ file, source }) =>
      sentencesIn(source)
        .filter((text) => catalogStrings.has(text))
        .map((text) => `${relative(root, file)}: ${text}`),
    );
    expect(retyped).toEqual([]);
  });

  it('setiap contoh yang dirujuk handler menurut namanya ada di katalog', () => {
    // declaredText(entry, 'Token salah'), declaredRefusal(...), and the waifu refusal table.
    const named = handlerSources.flatMap(({ file, source }) => [
      ...[...source.matchAll(/declared(?:Text|Refusal)\([^,()]+, '([^']+)'/g)].map((m) => ({ file, name: m[1] })),
      ...[...(/refusalExamples[^=]*= \{([^}]*)\}/.exec(source)?.[1] ?? '').matchAll(/: '([^']+)'/g)].map((m) => ({ file, name: m[1] })),
    ]);
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter(({ name }) => !exampleNames.has(name)).map(({ file, name }) => `${relative(root, file)}: ${name}`)).toEqual([]);
  });
});
