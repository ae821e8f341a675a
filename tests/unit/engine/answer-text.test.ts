import { describe, expect, it } from 'vitest';
import { fillAnswerText, labelFromKey, withoutPlaceholders } from '../../../src/engine/index.ts';

describe('teks yang dideklarasikan dengan nilai jawaban', () => {
  const data = { data: { kota: 'Jakarta', negara: 'ID', suhu: 31 } };

  it('mengisi {path} dari jawaban, {input.nama} dari input dan {#} dari jumlah baris', () => {
    expect(fillAnswerText('Cuaca di {data.kota}, {data.negara}', { data })).toBe('Cuaca di Jakarta, ID');
    expect(fillAnswerText('Gambar acak kategori {input.q}', { data: {}, inputs: { q: 'waifu' } })).toBe('Gambar acak kategori waifu');
    expect(fillAnswerText('Jadwal sholat {data.kota} ({#} hari)', { data, count: 31 })).toBe('Jadwal sholat Jakarta (31 hari)');
  });

  it('nilai yang tidak ada membuat teksnya tidak lengkap, agar versi polosnya yang dipakai', () => {
    expect(fillAnswerText('Cuaca di {data.kota}, {data.provinsi}', { data })).toBeUndefined();
    expect(fillAnswerText('{data}', { data })).toBeUndefined();
    expect(withoutPlaceholders('Shakemap gempa {data.Tanggal} {data.Jam}')).toBe('Shakemap gempa');
  });

  it('nama field tanpa label dibaca seperti label', () => {
    expect(labelFromKey('zona_waktu')).toBe('Zona waktu');
    expect(labelFromKey('asn')).toBe('Asn');
  });
});
