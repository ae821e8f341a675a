import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../../../../src/catalog/exporters/openapi.ts';
import { importOpenApi } from '../../../../src/catalog/importer/openapi-import.ts';
import { writeImport } from '../../../../src/catalog/importer/write.ts';
import { loadCatalog } from '../../../../src/catalog/loader.ts';

type Json = Record<string, unknown>;
const root = join(import.meta.dirname, '..', '..', '..', '..');
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A value without the given keys, at any depth. */
function without(value: unknown, keys: string[]): unknown {
  if (Array.isArray(value)) return value.map((v) => without(v, keys));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).filter(([k]) => !keys.includes(k)).map(([k, v]) => [k, without(v, keys)]));
}

/** Each operation's request side: parameters and body schemas, the whole-request rules, the description. */
const requestSides = (doc: Json) =>
  Object.fromEntries(
    Object.entries(doc.paths as Record<string, Record<string, Json>>).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => [`${method} ${path}`, without({ p: op.parameters, b: op.requestBody, r: op['x-portal-request-schema'], d: op.description }, ['example'])]),
    ),
  );

describe('impor dokumen tanpa x-portal-entry (hanya bagian standar)', () => {
  it('membaca balik pembungkus JSON Schema ekspor menjadi kata kunci katalog, dan mendaftar yang tak terbawa', async () => {
    const original = loadCatalog(join(root, 'catalog')).catalog;
    const standard = without(JSON.parse(JSON.stringify(openApiDocument(original, { version }))), ['x-portal-entry', 'x-portal-group']) as Json;
    const doc = await SwaggerParser.dereference(structuredClone(standard) as never);
    const result = importOpenApi(doc as Parameters<typeof importOpenApi>[0]);
    const dir = mkdtempSync(join(tmpdir(), 'impor-standar-'));
    dirs.push(dir);
    expect(writeImport(dir, result).problems).toEqual([]);
    const { catalog, problems } = loadCatalog(dir);
    expect(problems).toEqual([]);
    const byId = new Map(catalog.groups.flatMap((g) => g.entries).map((e) => [e.id, e]));
    // anyOf of filled inputs → x-at-least-one; if/then → x-show-when; a date's pattern → x-date; maxProperties → x-pairs.
    expect(byId.get('smeme')?.schema['x-at-least-one']).toEqual(original.groups.flatMap((g) => g.entries).find((e) => e.id === 'smeme')?.schema['x-at-least-one']);
    expect(byId.get('randomfilter')?.schema.properties?.direction).toMatchObject({ type: 'string', enum: ['horizontal', 'vertical'], 'x-in': 'query', 'x-show-when': { field: 'filter', in: ['flip'] } });
    expect(byId.get('sholat')?.schema.properties?.tanggal).toMatchObject({ 'x-date': { words: ['now'] } });
    expect(byId.get('sholat')?.schema.properties?.tanggal).not.toHaveProperty('pattern');
    expect(byId.get('jwt-create')?.schema.properties?.pasangan).toMatchObject({ 'x-pairs': { max: 10 } });
    expect(byId.get('gif-generator')?.schema.properties?.images).toMatchObject({ items: { 'x-file': { accept: ['image/png', 'image/jpeg', 'image/webp'], maxSize: 5242880 } } });
    expect([...byId.values()].filter((e) => !e.tryable)).toHaveLength(18);
    expect(byId.get('ip-info')).toMatchObject({ group: 'devtools', tag: 'third-party', error: 'Gagal mengambil informasi IP.' });
    // The request side exports exactly as before (the showcase values aside: binary answers carry no example).
    expect(requestSides(openApiDocument(catalog, { version }) as Json)).toEqual(requestSides(standard));
    // What the standard parts cannot say is listed: messages whose rule is not named, file answers.
    expect(result.unmapped).toContain("POST /api/proxy/tools/jwt-create: pesan validasi 'Format expiresIn tidak valid. Contoh: 1h, 7d, 30m.' (expiresIn) tidak dibawa: dokumen tidak menyebut aturan mana yang memakainya");
    expect(result.unmapped).toContain('POST /api/proxy/tools/sql: contoh jawaban 200 image/png (katalog hanya membawa contoh JSON; contoh berupa file ditaruh di public/fixtures)');
  });
});
