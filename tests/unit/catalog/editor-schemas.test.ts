import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Ajv from 'ajv';
import { parse } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { editorSchemaFiles, editorSchemaLine } from '../../../src/catalog/editor-schemas.ts';
import { loadCatalog } from '../../../src/catalog/loader.ts';
import { scaffoldEntry } from '../../../src/catalog/scaffold.ts';

const catalogRoot = join(__dirname, '..', '..', '..', 'catalog');
const yamlFiles = readdirSync(catalogRoot, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) => readdirSync(join(catalogRoot, d.name)).filter((n) => n.endsWith('.yaml')).map((n) => join(d.name, n)));
const kindOf = (file: string) => (file.endsWith('_group.yaml') ? 'group' : file.startsWith('recipes/') ? 'recipe' : 'entry');
const ajv = new Ajv({ strict: false, allErrors: true });
const validators = Object.fromEntries(
  editorSchemaFiles().map(([name]) => [name.replace('.schema.json', ''), ajv.compile(JSON.parse(readFileSync(join(catalogRoot, name), 'utf8')))]),
);

describe('skema editor untuk YAML katalog', () => {
  it('catalog/entry.schema.json, group.schema.json dan recipe.schema.json sama dengan yang dibuat dari meta-schema', () => {
    for (const [name, body] of editorSchemaFiles()) expect(readFileSync(join(catalogRoot, name), 'utf8'), name).toBe(body);
  });

  it.each(yamlFiles)('%s diawali baris yaml-language-server dan lolos skema editornya', (file) => {
    const text = readFileSync(join(catalogRoot, file), 'utf8');
    expect(text.split('\n')[0]).toBe(editorSchemaLine(kindOf(file)));
    const validate = validators[kindOf(file)];
    expect(validate(parse(text)), ajv.errorsText(validate.errors)).toBe(true);
  });

  it('menolak kunci yang juga ditolak catalog:lint', () => {
    const entry = parse(readFileSync(join(catalogRoot, 'cuaca', 'cuaca.yaml'), 'utf8')) as Record<string, unknown>;
    expect(validators.entry({ ...entry, metode: 'GET' })).toBe(false);
    expect(validators.entry({ ...entry, tag: 'eksternal' })).toBe(false);
  });
});

describe('npm run new -- <grup> <id>', () => {
  const dir = mkdtempSync(join(tmpdir(), 'katalog-baru-'));
  cpSync(join(catalogRoot, 'cuaca'), join(dir, 'cuaca'), { recursive: true });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('menulis entri awal yang lolos catalog:lint dan dijawab dari contohnya', () => {
    const result = scaffoldEntry(dir, 'cuaca', 'cek-angin');
    expect(result).toEqual({ ok: true, file: join(dir, 'cuaca', 'cek-angin.yaml') });
    const { catalog, problems } = loadCatalog(dir);
    expect(problems).toEqual([]);
    expect(catalog.groups[0].entries.map((e) => e.id)).toContain('cek-angin');
  });

  it('menolak id yang sudah dipakai dan grup yang tidak ada', () => {
    expect(scaffoldEntry(dir, 'cuaca', 'cuaca')).toMatchObject({ ok: false, message: expect.stringContaining("id 'cuaca' sudah dipakai") });
    expect(scaffoldEntry(dir, 'tidak-ada', 'baru')).toMatchObject({ ok: false, message: expect.stringContaining("grup 'tidak-ada' tidak ada") });
    expect(scaffoldEntry(dir, 'cuaca', 'Huruf Besar')).toMatchObject({ ok: false });
  });
});
