import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../src/catalog/loader.ts';
import { expandSchema } from '../../../src/catalog/normalize.ts';
import { lazyPartsOf } from '../../../src/form-theme/lazy-parts.ts';

const entries = loadCatalog(join(import.meta.dirname, '..', '..', '..', 'catalog')).catalog.groups.flatMap((g) => g.entries);
const partsOf = (id: string) => {
  const entry = entries.find((e) => e.id === id);
  if (!entry) throw new Error(`${id} tidak ada di katalog`);
  return lazyPartsOf(expandSchema(entry.schema), entry.ui).sort();
};

describe("bagian form 'Coba' yang diambil saat dipakai", () => {
  it('form dengan teks saja tidak butuh bagian apa pun; textarea diambil bersama form yang memakainya', () => {
    expect(partsOf('brat')).toEqual([]);
    expect(partsOf('jwt-decode')).toEqual(['TextareaWidget']);
    expect(partsOf('sql-diagram')).toEqual(['TextareaWidget']);
  });

  it('pilihan butuh select, angka butuh input angka', () => {
    expect(partsOf('qrcode')).toEqual(['BaseInputTemplate', 'SelectWidget']);
  });

  it('ui:widget menang atas tipe; boolean jadi checkbox, daftar pilihan unik jadi checkboxes', () => {
    expect(lazyPartsOf({ type: 'object', properties: { a: { type: 'integer' } } }, { a: { 'ui:widget': 'range' } })).toEqual(['RangeWidget']);
    expect(lazyPartsOf({ type: 'object', properties: { a: { type: 'boolean' }, b: { type: 'array', uniqueItems: true, items: { enum: ['x', 'y'] } } } })).toEqual(['CheckboxWidget', 'CheckboxesWidget']);
  });

  it('input berkas butuh area unggah (satu berkas atau daftar berkas), tanpa input angka untuk ukurannya', () => {
    expect(partsOf('ocr')).toEqual(['FileField']);
    expect(partsOf('gif-generator')).toEqual(['BaseInputTemplate', 'FileListField', 'SelectWidget']);
  });

  it('daftar input (pasangan payload JWT) butuh field daftar RJSF; daftar berkas tidak', () => {
    expect(partsOf('jwt-create')).toEqual(['ArrayField']);
    expect(partsOf('gif-generator')).not.toContain('ArrayField');
  });
});
