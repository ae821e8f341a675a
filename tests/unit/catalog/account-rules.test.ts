import { describe, expect, it } from 'vitest';
import { checkNama, checkPassword, checkRepeat, checkUsername } from '../../../src/catalog/account-rules.ts';

describe('aturan akun', () => {
  it('username: 3 sampai 32 karakter dari a-z, 0-9, _ dan .', () => {
    expect(checkUsername('abc')).toBeNull();
    expect(checkUsername('a'.repeat(32))).toBeNull();
    expect(checkUsername('sari.dewi_2')).toBeNull();
    expect(checkUsername('ab')).toBe('Username harus 3–32 karakter.');
    expect(checkUsername('a'.repeat(33))).toBe('Username harus 3–32 karakter.');
    expect(checkUsername('')).toBe('Username tidak boleh kosong.');
    for (const bad of ['Sari', 'sari dewi', 'sari-dewi', 'sári', 'sari@x']) {
      expect(checkUsername(bad)).toBe('Username hanya boleh berisi huruf kecil, angka, titik (.) dan garis bawah (_).');
    }
  });

  it('password 8 sampai 200 karakter, ulangannya harus sama persis', () => {
    expect(checkPassword('12345678')).toBeNull();
    expect(checkPassword('1234567')).toBe('Password minimal 8 karakter.');
    // Characters as the OpenAPI document's minLength counts them: an emoji is one, not two UTF-16 units.
    expect(checkPassword('123456\u{1F600}')).toBe('Password minimal 8 karakter.');
    expect(checkPassword('1234567\u{1F600}')).toBeNull();
    expect(checkPassword('')).toBe('Password tidak boleh kosong.');
    expect(checkPassword('x'.repeat(200))).toBeNull();
    expect(checkPassword('x'.repeat(201))).toBe('Password maksimal 200 karakter.');
    expect(checkRepeat('rahasia-123', 'rahasia-123')).toBeNull();
    expect(checkRepeat('rahasia-123 ', 'rahasia-123')).toBe('Ulangan password tidak sama.');
  });

  it('nama wajib diisi dan paling panjang 100 karakter, spasi di tepi tidak dihitung', () => {
    expect(checkNama('Sari')).toBeNull();
    expect(checkNama('   ')).toBe('Nama tidak boleh kosong.');
    expect(checkNama(` ${'n'.repeat(100)} `)).toBeNull();
    expect(checkNama('n'.repeat(101))).toBe('Nama maksimal 100 karakter.');
  });
});
