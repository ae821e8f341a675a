import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../../../../src/catalog/exporters/openapi.ts';
import { importOpenApi } from '../../../../src/catalog/importer/openapi-import.ts';
import { writeImport } from '../../../../src/catalog/importer/write.ts';
import { loadCatalog } from '../../../../src/catalog/loader.ts';
import type { Catalog } from '../../../../src/catalog/types.ts';

const root = join(import.meta.dirname, '..', '..', '..', '..');
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/**
 * The document as `npm run docs` writes it (JSON.stringify: undefined fields dropped). No other
 * normalisation: the import keeps file names (`x-portal-file`) and field order, so even the
 * order of keys, and so the bytes of docs/openapi.json, come back the same.
 */
const asJson = (doc: unknown): unknown => JSON.parse(JSON.stringify(doc));

/** A catalog with file paths relative to its own folder, and without groups the document cannot hold (no entries). */
const comparable = (groups: Catalog['groups']) =>
  groups
    .filter((g) => g.entries.length > 0)
    .map((g) => ({ ...g, file: g.file.split('/').slice(-2).join('/'), entries: g.entries.map((e) => ({ ...e, file: e.file.split('/').slice(-2).join('/') })) }));

describe('ekspor → impor → ekspor katalog sendiri', () => {
  it('memberi dokumen OpenAPI yang sama byte demi byte, dan katalog hasil impor sama dan lolos catalog:lint', async () => {
    const original = loadCatalog(join(root, 'catalog'));
    expect(original.problems).toEqual([]);
    const first = asJson(openApiDocument(original.catalog, { version }));
    // As `npm run catalog:import` reads a file: dereferenced by swagger-parser.
    const doc = await SwaggerParser.dereference(structuredClone(first) as never);
    const result = importOpenApi(doc as Parameters<typeof importOpenApi>[0]);
    expect(result.unmapped).toEqual([]);
    const dir = mkdtempSync(join(tmpdir(), 'impor-balik-'));
    dirs.push(dir);
    const written = writeImport(dir, result);
    expect(written.skipped).toEqual([]);
    expect(written.problems).toEqual([]);
    const imported = loadCatalog(dir);
    expect(imported.problems).toEqual([]);
    expect(comparable(imported.catalog.groups)).toStrictEqual(comparable(original.catalog.groups));
    const second = asJson(openApiDocument(imported.catalog, { version }));
    expect(second).toStrictEqual(first);
    expect(JSON.stringify(second, null, 2)).toBe(JSON.stringify(first, null, 2));
  });
});

describe('impor dokumen ekspor portal yang bagian standarnya diubah tangan', () => {
  it('tetap memakai x-portal-entry dan menyebut bagian yang berbeda, tidak diam-diam', () => {
    const { catalog } = loadCatalog(join(root, 'catalog'));
    const doc = asJson(openApiDocument(catalog, { version })) as { paths: Record<string, Record<string, Record<string, unknown>>> };
    const op = doc.paths['/api/proxy/tools/ip'].get;
    op.summary = 'Info IP';
    op.parameters = [{ name: 'lang', in: 'query', schema: { type: 'string' } }];
    const result = importOpenApi(doc as unknown as Parameters<typeof importOpenApi>[0]);
    expect(result.unmapped).toEqual(["GET /api/proxy/tools/ip: 'parameters' berbeda dari yang diekspor x-portal-entry; x-portal-entry yang dipakai"]);
    expect(result.entries.find((e) => e.entry.id === 'ip-info')?.entry).toMatchObject({ title: 'Info IP', path: '/tools/ip' });
  });
});

describe('impor dokumen ekspor portal dengan --group', () => {
  it('menaruh semua entri di satu grup yang membawa judul section-nya, dan lolos catalog:lint', () => {
    const { catalog } = loadCatalog(join(root, 'catalog'));
    const doc = asJson(openApiDocument(catalog, { version }));
    const result = importOpenApi(doc as Parameters<typeof importOpenApi>[0], { group: 'semua' });
    expect(result.unmapped).toEqual([]);
    const dir = mkdtempSync(join(tmpdir(), 'impor-grup-'));
    dirs.push(dir);
    expect(writeImport(dir, result).problems).toEqual([]);
    const imported = loadCatalog(dir);
    expect(imported.problems).toEqual([]);
    expect(imported.catalog.groups.map((g) => [g.id, g.entries.length])).toEqual([['semua', 62]]);
    expect(imported.catalog.groups[0].sections).toMatchObject({ weather: 'Cuaca', birthday: 'Ulang Tahun' });
  });
});
