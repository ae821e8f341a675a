import { describe, expect, it } from 'vitest';
import { buildRequest } from '../../../src/engine/build-request.ts';
import { FileStore } from '../../../src/engine/file-store.ts';
import type { CatalogEntry } from '../../../src/catalog/types.ts';

const entry = (over: Partial<CatalogEntry>): Pick<CatalogEntry, 'method' | 'path' | 'body' | 'schema'> => ({
  method: 'POST',
  path: '/tools/demo',
  body: 'none',
  schema: { type: 'object', properties: {} },
  ...over,
});

describe('buildRequest', () => {
  it('menolak tanpa API key dengan pesan spesifikasi', () => {
    expect(() => buildRequest(entry({}), {}, null, new FileStore())).toThrow('API Key tidak ditemukan. Silakan logout dan login kembali.');
  });

  it('mengisi parameter path, query dan apikey, dan membatasi lebar QR ke 1000', () => {
    const req = buildRequest(
      entry({
        path: '/features/pddikti-detail/{id}',
        schema: { type: 'object', properties: { id: { type: 'string' }, width: { type: 'integer', 'x-clamp': { max: 1000 } }, kosong: { type: 'string' } } },
      }),
      { id: 'a b', width: 5000, kosong: '' },
      'KEY1',
      new FileStore(),
    );
    expect(req.url).toBe('/api/proxy/features/pddikti-detail/a%20b?width=1000&apikey=KEY1');
    expect(req.body).toBeUndefined();
  });

  it('mengirim body JSON dan query yang dinyatakan x-in', () => {
    const req = buildRequest(
      entry({ body: 'json', schema: { type: 'object', properties: { code: { type: 'string' }, output: { type: 'string', 'x-in': 'query' } } } }),
      { code: '{a:1}', output: 'file' },
      'K',
      new FileStore(),
    );
    expect(req.url).toBe('/api/proxy/tools/demo?output=file&apikey=K');
    expect(req.headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(String(req.body))).toEqual({ code: '{a:1}' });
  });

  it('melampirkan File asli di body multipart', () => {
    const files = new FileStore();
    const file = new File(['abc'], 'a.png', { type: 'image/png' });
    const descriptor = files.put(file);
    const req = buildRequest(
      entry({ body: 'multipart', schema: { type: 'object', properties: { image: { 'x-file': { maxSize: 10 } }, note: { type: 'string' } } } }),
      { image: descriptor, note: 'hai' },
      'K',
      files,
    );
    const form = req.body as FormData;
    expect((form.get('image') as File).name).toBe('a.png');
    expect(form.get('note')).toBe('hai');
  });
});
