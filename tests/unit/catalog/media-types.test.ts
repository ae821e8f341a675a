import { describe, expect, it } from 'vitest';
import { extensionOf, mediaTypeOf } from '../../../src/catalog/media-types.ts';

describe('tabel jenis media', () => {
  it('nama file memberi jenis media, huruf besar pun', () => {
    expect(mediaTypeOf('pixel.PNG')).toBe('image/png');
    expect(mediaTypeOf('laporan.docx')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(mediaTypeOf('people.csv')).toBe('text/csv');
  });

  it('nama tanpa ekstensi yang dikenal menjadi application/octet-stream', () => {
    expect(mediaTypeOf('README')).toBe('application/octet-stream');
    expect(mediaTypeOf('arsip.rar')).toBe('application/octet-stream');
    expect(mediaTypeOf('toString')).toBe('application/octet-stream');
  });

  it('jenis media memberi ekstensi nama file: jpeg menjadi jpg, parameter diabaikan', () => {
    expect(extensionOf('image/jpeg')).toBe('jpg');
    expect(extensionOf('application/json; charset=utf-8')).toBe('json');
    expect(extensionOf('image/x-unknown')).toBeUndefined();
  });
});
