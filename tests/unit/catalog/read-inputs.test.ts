import { customizeValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { expandSchema } from '../../../src/catalog/normalize.ts';
import { inputPlace, readInputs, type InputSource, type ReadEntry } from '../../../src/catalog/read-inputs.ts';
import type { JsonSchema } from '../../../src/catalog/types.ts';
import { localize, transformErrors, validatorOptions } from '../../../src/catalog/validation.ts';

const ajv = customizeValidator(validatorOptions, localize);
const validatorOf = (schema: JsonSchema) => (values: Record<string, unknown>) =>
  ajv.validateFormData(values, expandSchema(schema) as RJSFSchema, undefined, transformErrors).errors.map((e) => e.message ?? '');
const read = (entry: ReadEntry, raw: Record<string, unknown>, from: InputSource = 'request') =>
  readInputs(entry, raw, { from, validate: validatorOf(entry.schema) });

const qrcode: ReadEntry = {
  path: '/tools/qrcode',
  body: 'none',
  schema: {
    type: 'object',
    properties: {
      url: { type: 'string', minLength: 1 },
      width: { type: 'integer', default: 200, minimum: 1, 'x-clamp': { max: 1000 }, errorMessage: { type: 'Lebar harus berupa angka.' } },
    },
    required: ['url'],
    errorMessage: { required: { url: 'URL atau teks tidak boleh kosong.' } },
  },
};

const verify: ReadEntry = {
  path: '/tools/2fa/verify',
  body: 'json',
  schema: {
    type: 'object',
    properties: { userId: { type: 'string', minLength: 1 }, digits: { type: 'integer', default: 6, errorMessage: { type: 'Digit harus berupa angka.' } } },
    required: ['userId'],
    errorMessage: { required: { userId: 'User ID tidak boleh kosong.' } },
  },
};

const filter: ReadEntry = {
  path: '/maker/randomfilter',
  body: 'multipart',
  schema: {
    type: 'object',
    properties: {
      image: { 'x-file': { accept: ['image/*'], messages: { type: 'File yang dipilih bukan gambar.' } } },
      filter: { type: 'string', enum: ['flip', 'blur'], 'x-in': 'query' },
      direction: { type: 'string', default: 'horizontal', 'x-in': 'query', 'x-show-when': { field: 'filter', in: ['flip'] } },
      quality: { type: 'number' },
    },
    required: ['image', 'filter'],
    errorMessage: { required: { image: 'Harap unggah gambar dan pilih filter.', filter: 'Harap unggah gambar dan pilih filter.' } },
  },
};

const png = { name: 'a.png', size: 10, type: 'image/png' };

describe('readInputs: satu jalan masuk untuk input', () => {
  it('tempat tiap input menentukan artinya: path dan query, multipart, JSON', () => {
    expect(inputPlace(qrcode, 'width', qrcode.schema.properties!.width)).toBe('query');
    expect(inputPlace(filter, 'filter', filter.schema.properties!.filter)).toBe('query');
    expect(inputPlace(filter, 'quality', filter.schema.properties!.quality)).toBe('multipart');
    expect(inputPlace(verify, 'digits', verify.schema.properties!.digits)).toBe('json');
  });

  it('query: teks kosong berarti tidak diisi, sehingga default dipakai setelah pemeriksaan', () => {
    expect(read(qrcode, { url: 'https://example.com', width: '' })).toEqual({ ok: true, values: { url: 'https://example.com', width: 200 }, messages: [] });
  });

  it('query: teks dibaca sebagai angka lalu dibatasi; teks bukan angka dijawab pesan katalog', () => {
    expect(read(qrcode, { url: 'x', width: '5000' }).values.width).toBe(1000);
    expect(read(qrcode, { url: 'x', width: 'lebar' })).toMatchObject({ ok: false, messages: ['Lebar harus berupa angka.'] });
  });

  it('input wajib yang kosong dijawab pesan wajibnya, bukan diisi default', () => {
    expect(read(qrcode, { url: '' })).toMatchObject({ ok: false, messages: ['URL atau teks tidak boleh kosong.'] });
  });

  it('JSON: null berarti tidak diisi; angka sebagai teks tidak diubah, sehingga ditolak seperti kata dokumennya', () => {
    expect(read(verify, { userId: 'u1', digits: null })).toEqual({ ok: true, values: { userId: 'u1', digits: 6 }, messages: [] });
    expect(read(verify, { userId: 'u1', digits: '8' })).toMatchObject({ ok: false, messages: ['Digit harus berupa angka.'] });
    expect(read(verify, { userId: null })).toMatchObject({ ok: false, messages: ['User ID tidak boleh kosong.'] });
  });

  it('multipart: field teks dibaca sebagai angka; file yang datang sebagai teks bukan file', () => {
    expect(read(filter, { image: png, filter: 'blur', quality: '0.5' }).values).toEqual({ image: png, filter: 'blur', quality: 0.5 });
    expect(read(filter, { image: 'a.png', filter: 'blur' })).toMatchObject({ ok: false, messages: ['Harap unggah gambar dan pilih filter.'] });
  });

  it('input yang disembunyikan syaratnya dibuang dan tidak diberi default', () => {
    expect(read(filter, { image: png, filter: 'blur', direction: 'vertical' }).values).toEqual({ image: png, filter: 'blur' });
    expect(read(filter, { image: png, filter: 'flip' }).values).toEqual({ image: png, filter: 'flip', direction: 'horizontal' });
  });

  it('browser, API bawaan dan MCP membaca nilai yang sama dengan hasil yang sama', () => {
    const raw = { url: 'https://example.com', width: '1200' };
    const results = (['request', 'form', 'tool'] as const).map((from) => read(qrcode, raw, from));
    expect(results[1]).toEqual(results[0]);
    expect(results[2]).toEqual(results[0]);
  });
});
