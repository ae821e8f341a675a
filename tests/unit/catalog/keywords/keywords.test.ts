import { customizeValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { applyTransforms, expandSchema, spreadInput } from '../../../../src/catalog/normalize.ts';
import type { JsonSchema } from '../../../../src/catalog/types.ts';
import { localize, transformErrors, validatorOptions } from '../../../../src/catalog/validation.ts';

const validator = customizeValidator(validatorOptions, localize);
const messagesFor = (schema: JsonSchema, data: Record<string, unknown>) =>
  validator.validateFormData(data, expandSchema(schema) as RJSFSchema, undefined, transformErrors).errors.map((e) => e.message);

describe('kata kunci ekstensi', () => {
  const meme: JsonSchema = {
    type: 'object',
    'x-at-least-one': { fields: ['top', 'middle', 'bottom'], message: 'Harap isi setidaknya satu kolom teks.' },
    properties: { top: { type: 'string' }, middle: { type: 'string' }, bottom: { type: 'string' } },
  };

  it('x-at-least-one: satu pesan bila semua kosong, lolos bila satu terisi', () => {
    expect(messagesFor(meme, {})).toEqual(['Harap isi setidaknya satu kolom teks.']);
    expect(messagesFor(meme, { bottom: 'hai' })).toEqual([]);
  });

  const jwt: JsonSchema = {
    type: 'object',
    properties: {
      payload: {
        type: 'array',
        'x-pairs': { max: 2, message: 'Anda hanya dapat menambahkan maksimal 10 payload field.' },
        items: { type: 'object', properties: { key: { type: 'string' }, value: { type: 'string' } } },
      },
    },
  };

  it('x-pairs: pasangan kosong dilewati dan tiap pasangan jadi field sendiri', () => {
    const inputs = applyTransforms(jwt, { payload: [{ key: 'sub', value: '1' }, { key: '', value: 'x' }, { key: 'role' }] });
    expect(inputs.payload).toEqual([{ key: 'sub', value: '1' }]);
    expect(spreadInput(jwt.properties!.payload, inputs.payload)).toEqual([['sub', '1']]);
  });

  it('x-pairs: lebih dari batas ditolak dengan pesan spesifikasi', () => {
    const three = [1, 2, 3].map((n) => ({ key: `k${n}`, value: 'v' }));
    expect(messagesFor(jwt, { payload: three })).toEqual(['Anda hanya dapat menambahkan maksimal 10 payload field.']);
  });

  it('x-show-when: input yang tidak berlaku tidak dikirim', () => {
    const filter: JsonSchema = {
      type: 'object',
      properties: { filter: { type: 'string' }, direction: { type: 'string', 'x-show-when': { field: 'filter', in: ['flip'] } } },
    };
    expect(applyTransforms(filter, { filter: 'sepia', direction: 'horizontal' })).toEqual({ filter: 'sepia' });
    expect(applyTransforms(filter, { filter: 'flip', direction: 'horizontal' })).toEqual({ filter: 'flip', direction: 'horizontal' });
  });
});

describe('aturan bersyarat dari katalog', () => {
  it('filter flip tanpa arah hanya menampilkan pesan arah', async () => {
    const { loadCatalog } = await import('../../../../src/catalog/loader.ts');
    const { join } = await import('node:path');
    const entry = loadCatalog(join(__dirname, '..', '..', '..', '..', 'catalog'))
      .catalog.groups.flatMap((g) => g.entries)
      .find((e) => e.id === 'randomfilter');
    expect(entry).toBeDefined();
    const image = { name: 'a.png', size: 10, type: 'image/png' };
    expect(messagesFor(entry!.schema, { image, filter: 'flip' })).toEqual(['Pilih arah flip (horizontal atau vertical).']);
  });
});
