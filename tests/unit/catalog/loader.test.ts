import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { handlerNames } from '../../../src/catalog/handler-names.ts';
import { loadCatalog } from '../../../src/catalog/loader.ts';
import { formatProblems } from '../../../src/catalog/problems.ts';

const fixture = (name: string) => join(__dirname, '..', '..', 'fixtures', 'broken-catalog', name);
const report = (name: string) => formatProblems(loadCatalog(fixture(name)).problems);

describe('catalog loader', () => {
  it('memuat katalog proyek tanpa masalah', () => {
    const { catalog, problems } = loadCatalog(join(__dirname, '..', '..', '..', 'catalog'));
    expect(formatProblems(problems)).toBe('');
    expect(catalog.groups.map((g) => g.label)).toContain('Tools');
  });

  it('melaporkan YAML rusak dengan file:baris:kolom', () => {
    expect(report('bad-yaml')).toMatch(/^bad-yaml\/g\/demo\.yaml:4:1 YAML tidak valid/m);
  });

  it('melaporkan jenis renderer yang tidak dikenal', () => {
    expect(report('unknown-kind')).toBe(
      "unknown-kind/g/demo.yaml:12:9 'response.kind': nilai harus salah satu dari json, image, download, link, text, fields, table, widget",
    );
  });

  it('melaporkan nama handler yang tidak ada di server pada baris handler:', () => {
    expect(report('unknown-handler')).toBe(`unknown-handler/g/demo.yaml:7:10 'handler': nilai harus salah satu dari ${handlerNames.join(', ')}`);
  });

  it('melaporkan method yang hilang', () => {
    expect(report('missing-method')).toBe("missing-method/g/demo.yaml:1:1 entri: kunci 'method' wajib ada");
  });

  it('melaporkan JSON Schema yang tidak valid', () => {
    expect(report('invalid-schema')).toMatch(/^invalid-schema\/g\/demo\.yaml:8:3 JSON Schema tidak valid/);
  });

  it('melaporkan id ganda', () => {
    expect(report('duplicate-id')).toBe("duplicate-id/g/b.yaml:1:5 id 'demo' sudah dipakai di duplicate-id/g/a.yaml");
  });

  it('melaporkan parameter path yang tidak dideklarasikan', () => {
    expect(report('undeclared-path-param')).toBe(
      "undeclared-path-param/g/demo.yaml:6:7 parameter path '{nama}' tidak dideklarasikan di schema.properties",
    );
  });

  it('melaporkan section yang tidak ada di _group.yaml', () => {
    expect(report('unknown-section')).toBe("unknown-section/g/demo.yaml:8:10 section 'quake' tidak ada di sections _group.yaml (ada: weather)");
  });
});
