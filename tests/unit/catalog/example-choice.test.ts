import { describe, expect, it } from 'vitest';
import { answeringExample, declaredExample, matchingExamples, showcaseExample } from '../../../src/catalog/example-choice.ts';
import type { EntryExample } from '../../../src/catalog/types.ts';

const examples: EntryExample[] = [
  { name: 'Gagal', request: {}, response: { status: 400, json: { status: false, message: 'Gagal.' } } },
  { name: 'Umum', request: {}, response: { json: { status: true } } },
  { name: 'Foto', request: { foto: 'pixel.png' }, response: { json: { status: true, foto: true } } },
  { name: 'Data Siti', request: { data: { name: 'Siti', kota: 'Bandung' } }, response: { json: { status: true } } },
];
const entry = { examples };

describe('pilihan contoh katalog', () => {
  it('dokumentasi menampilkan contoh berhasil pertama yang punya input', () => {
    expect(showcaseExample(entry)?.name).toBe('Foto');
  });

  it('API bawaan: file dibandingkan dengan namanya, objek dengan seluruh isinya', () => {
    expect(answeringExample(entry, { foto: { name: 'pixel.png', size: 68, type: 'image/png' } })?.name).toBe('Foto');
    expect(answeringExample(entry, { data: { name: 'Siti', kota: 'Bandung' } })?.name).toBe('Data Siti');
    // Same `name` field, other content: not the example, the catch-all answers.
    expect(answeringExample(entry, { data: { name: 'Siti', kota: 'Medan' } })?.name).toBe('Gagal');
  });

  it('tes koleksi menerima semua contoh yang cocok, termasuk yang umum; handler memilih menurut nama atau status', () => {
    expect(matchingExamples(entry, { foto: 'pixel.png' }).map((e) => e.name)).toEqual(['Gagal', 'Umum', 'Foto']);
    expect(declaredExample(entry, 400)?.name).toBe('Gagal');
    expect(declaredExample(entry, 'Umum')?.response.json).toEqual({ status: true });
  });
});
