import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
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
for (const file of filesUnder(join(root, 'catalog'), /\.ya?ml$/)) yamlStrings(parse(readFileSync(file, 'utf8')), catalogStrings);

describe('pesan handler API bawaan', () => {
  it('katalog memang berisi kalimat pesan (pemindai membaca YAML)', () => {
    expect(catalogStrings.has('Data ulang tahun berhasil disimpan.')).toBe(true);
  });

  it('tidak ada kalimat dari YAML katalog yang diketik ulang di sumber handler', () => {
    const retyped = filesUnder(handlersDir, /\.ts$/).flatMap((file) =>
      sentencesIn(readFileSync(file, 'utf8'))
        .filter((text) => catalogStrings.has(text))
        .map((text) => `${relative(root, file)}: ${text}`),
    );
    expect(retyped).toEqual([]);
  });
});
