import { describe, expect, it } from 'vitest';
import { inputTypeLabel } from '../../../src/catalog/input-type.ts';

describe('label tipe input (tabel portal dan panduan Postman)', () => {
  it('file, daftar file, key/value dan daftar teks', () => {
    expect(inputTypeLabel({ type: 'object', 'x-file': { accept: ['image/*'] } })).toBe('file');
    expect(inputTypeLabel({ type: 'array', items: { type: 'object', 'x-file': {} } })).toBe('file');
    expect(inputTypeLabel({ type: 'array', 'x-pairs': { max: 10, message: 'Maksimal 10 pasangan.' } })).toBe('key/value');
    expect(inputTypeLabel({ type: 'array', items: { type: 'string' } })).toBe('string[]');
  });

  it('enum tetap bertipe datanya; tipe gabungan dan tanpa tipe', () => {
    expect(inputTypeLabel({ type: 'string', enum: ['json', 'file'] })).toBe('string');
    expect(inputTypeLabel({ type: ['string', 'number'] })).toBe('string | number');
    expect(inputTypeLabel({})).toBe('string');
  });
});
