import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../../src/catalog/loader.ts';
import { applyTransforms, expandSchema } from '../../../../src/catalog/normalize.ts';
import type { JsonSchema } from '../../../../src/catalog/types.ts';
import { localize, transformErrors, validatorOptions } from '../../../../src/catalog/validation.ts';
import { portalServer } from '../../../helpers/embedded-api.ts';

const message = "Tanggal harus 'now' atau berformat DD-MM-YYYY.";
const schema: JsonSchema = {
  type: 'object',
  properties: {
    kota: { type: 'string' },
    tanggal: { type: 'string', 'x-date': { words: ['now'], formats: ['DD-MM-YYYY'], message } },
  },
};

const validator = customizeValidator(validatorOptions, localize);
const messagesFor = (data: Record<string, unknown>) =>
  validator.validateFormData(data, expandSchema(schema) as RJSFSchema, undefined, transformErrors).errors.map((e) => e.message);

describe('x-date', () => {
  it.each(['now', '17-08-2025', '01-01-2024', '31-12-1999'])('menerima %s', (tanggal) => {
    expect(messagesFor({ kota: 'Jakarta', tanggal })).toEqual([]);
  });

  it.each(['kemarin', '2025-08-17', '17/08/2025', '32-08-2025', '17-13-2025', '7-8-2025'])('menolak %s dengan pesan katalog', (tanggal) => {
    expect(messagesFor({ kota: 'Jakarta', tanggal })).toEqual([message]);
  });

  it('tanggal kosong boleh (jadwal satu bulan penuh) dan tidak dikirim', () => {
    expect(messagesFor({ kota: 'Jakarta' })).toEqual([]);
    expect(applyTransforms(schema, { kota: 'Jakarta', tanggal: '   ' })).toEqual({ kota: 'Jakarta' });
    expect(applyTransforms(schema, { kota: 'Jakarta', tanggal: ' now ' })).toEqual({ kota: 'Jakarta', tanggal: 'now' });
  });
});

describe('x-date di meta-schema katalog', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'x-date-'));
    mkdirSync(join(root, 'islamic'));
    writeFileSync(join(root, 'islamic', '_group.yaml'), 'label: Islamic\ntitle: Fitur Islamic\norder: 1\nstatus: active\n');
    writeFileSync(
      join(root, 'islamic', 'jadwal.yaml'),
      [
        'id: jadwal',
        'title: Jadwal',
        'summary: Jadwal sholat.',
        'tag: third-party',
        'method: GET',
        'path: /islamic/sholat',
        'schema:',
        '  type: object',
        '  properties:',
        '    tanggal:',
        '      type: string',
        '      x-date:',
        '        formats: [YYYY/MM/DD]',
        '        message: Salah.',
        'response: { kind: json }',
        'error: Gagal mengambil data jadwal sholat.',
        '',
      ].join('\n'),
    );
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('format tanggal yang tidak dikenal dilaporkan dengan file dan baris', () => {
    const { problems } = loadCatalog(root);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0].file).toMatch(/jadwal\.yaml$/);
    expect(problems[0].line).toBe(13);
  });
});

describe('x-date di API bawaan (jadwal sholat)', () => {
  const key = 'kunci-tanggal';
  let app: FastifyInstance;
  beforeAll(async () => {
    // A day of August, so the whole month is 31 days whenever the test runs.
    app = await portalServer({ demo: { apikey: key, token: 'token-tanggal', limit: 10_000 }, distDir: null, clock: () => new Date('2025-08-17T03:00:00Z') });
  });
  afterAll(async () => {
    await app.close();
  });

  const get = (query: string) => app.inject({ method: 'GET', url: `/api/proxy/islamic/sholat/cached?apikey=${key}&${query}` });

  it('menolak tanggal berformat lain dengan pesan yang sama seperti browser', async () => {
    const res = await get('kota=Jakarta&tanggal=2025-08-17');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, message });
  });

  it('tanpa tanggal menjawab jadwal satu bulan penuh', async () => {
    const res = await get('kota=Jakarta');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.jadwal).toHaveLength(31);
  });

  it('tanggal now menjawab satu hari', async () => {
    const res = await get('kota=Jakarta&tanggal=now');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.jadwal).toHaveLength(1);
  });
});
