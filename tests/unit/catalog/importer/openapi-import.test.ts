import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, describe, expect, it } from 'vitest';
import { importOpenApi } from '../../../../src/catalog/importer/openapi-import.ts';
import { writeImport } from '../../../../src/catalog/importer/write.ts';
import { loadCatalog } from '../../../../src/catalog/loader.ts';

// The Petstore of @readme/oas-examples 8.2.2 (MIT), kept as a file: a public OpenAPI 3.1 document
// this project did not write.
const petstore = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'fixtures', 'openapi', 'petstore.json');
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('npm run catalog:import', () => {
  it('Petstore menjadi 20 entri per tag yang lolos catalog:lint, dan yang tak terbawa didaftar', async () => {
    const doc = await SwaggerParser.dereference(petstore);
    const result = importOpenApi(doc as Parameters<typeof importOpenApi>[0]);
    const dir = mkdtempSync(join(tmpdir(), 'impor-'));
    dirs.push(dir);
    const written = writeImport(dir, result);
    expect(written.problems).toEqual([]);
    const { catalog, problems } = loadCatalog(dir);
    expect(problems).toEqual([]);
    expect(catalog.groups.map((g) => [g.id, g.entries.length])).toEqual([['pet', 8], ['store', 4], ['user', 8]]);
    const byId = new Map(catalog.groups.flatMap((g) => g.entries).map((e) => [e.id, e]));
    expect(byId.get('getpetbyid')).toMatchObject({ method: 'GET', path: '/pet/{petId}', schema: { required: ['petId'] }, response: { kind: 'json' } });
    expect(byId.get('addpet')).toMatchObject({ method: 'POST', body: 'json' });
    expect(result.unmapped).toContain("DELETE /pet/{petId}: parameter header 'api_key' (katalog hanya path, query dan body)");
    expect(result.unmapped).toContain('POST /pet/{petId}/uploadImage: body application/octet-stream (katalog hanya application/json dan multipart/form-data)');
  });

  it('--group menaruh semua entri di satu grup; id yang sudah ada dilewati dan disebut', async () => {
    const doc = await SwaggerParser.dereference(petstore);
    const dir = mkdtempSync(join(tmpdir(), 'impor-'));
    dirs.push(dir);
    const first = writeImport(dir, importOpenApi(doc as Parameters<typeof importOpenApi>[0], { group: 'hewan' }));
    expect(first.written).toHaveLength(20);
    const again = writeImport(dir, importOpenApi(doc as Parameters<typeof importOpenApi>[0], { group: 'hewan' }));
    expect(again.written).toEqual([]);
    expect(again.skipped).toContain('getpetbyid: id sudah dipakai di katalog');
    expect(loadCatalog(dir).catalog.groups.map((g) => g.id)).toEqual(['hewan']);
  });
});
