import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { withFixtureFiles } from '../../../../src/catalog/exporters/fixture-fill.ts';
import { ruleMessages } from '../../../../src/catalog/exporters/input-facts.ts';
import { expectedAnswers, postmanTestScript } from '../../../../src/catalog/exporters/postman-tests.ts';
import { postmanCollection, postmanEnvironment, runOrder } from '../../../../src/catalog/exporters/postman.ts';
import { exampleJson, sampleRequest } from '../../../../src/catalog/exporters/sample-request.ts';
import { showcaseExample } from '../../../../src/catalog/example-choice.ts';
import { stableId } from '../../../../src/catalog/exporters/stable-id.ts';
import { loadCatalog } from '../../../../src/catalog/loader.ts';
import type { CatalogEntry } from '../../../../src/catalog/types.ts';

const { catalog } = loadCatalog(new URL('../../../golden/catalog', import.meta.url).pathname);
const kartu = catalog.groups[0].entries[0];

describe('exporter dokumen', () => {
  it('contoh utama adalah contoh berhasil pertama yang punya input', () => {
    expect(showcaseExample(kartu)?.name).toBe('Kartu ulang tahun');
  });

  it('request contoh dibagi ke path, query dan form-data seperti pembangun request runner', () => {
    const sample = sampleRequest(kartu, showcaseExample(kartu)!.request);
    expect(sample.pathValues).toEqual({ tema: 'ulang-tahun' });
    // Clamped as the runner would, before it is sent.
    expect(sample.query).toEqual([['lebar', '1200']]);
    expect(sample.body).toEqual({
      kind: 'multipart',
      fields: [{ name: 'foto', file: 'pixel.png' }, { name: 'teks', value: 'Selamat ulang tahun | semoga sehat' }, { name: 'dari', value: 'Budi' }],
    });
  });

  it('koleksi Postman: folder per grup, variabel baseUrl dan apikey, file dari public/fixtures, id tetap', () => {
    const collection = postmanCollection(catalog, { files: ['public/fixtures/pixel.png'] });
    expect(collection.info._postman_id).toBe(stableId('collection:portal-api'));
    expect(collection.variable.map((v) => v.key)).toEqual(['baseUrl', 'apikey']);
    expect(collection.item.map((f) => f.name)).toEqual(['Fitur Kartu']);
    const [item] = collection.item[0].item;
    expect(item.id).toBe(stableId('entry:kartu-ucapan'));
    expect(item.request.url.host).toEqual(['{{baseUrl}}']);
    expect(item.request.url.path).toEqual(['api', 'proxy', 'maker', 'kartu', ':tema']);
    expect(item.request.url.query.at(-1)).toMatchObject({ key: 'apikey', value: '{{apikey}}' });
    expect(item.request.body).toMatchObject({ mode: 'formdata', formdata: [{ key: 'foto', type: 'file', src: 'public/fixtures/pixel.png' }, {}, { key: 'dari' }] });
    expect(item.response.map((r) => [r.name, r.code])).toEqual([['Kartu ulang tahun', 200], ['Tema tidak dikenal', 404]]);
    expect(item.event[0].script.exec.join('\n')).toContain('pm.response.to.have.status(200)');
    expect(postmanEnvironment()).toMatchObject({ name: 'Portal API', values: [{ key: 'baseUrl' }, { key: 'apikey', value: '' }] });
  });

  it('tes Postman menerima setiap jawaban yang didokumentasikan katalog untuk input itu', () => {
    const entry = {
      examples: [
        { request: { token: '492039' }, response: { json: {} } },
        { request: {}, response: { status: 400, json: {} } },
        { request: { token: '111111' }, response: { status: 409, json: {} } },
      ],
    } as unknown as CatalogEntry;
    expect(expectedAnswers(entry, { token: '492039' })).toEqual([
      { status: 200, type: 'application/json' },
      { status: 400, type: 'application/json' },
    ]);
    const script = postmanTestScript(expectedAnswers(entry, { token: '492039' })).join('\n');
    expect(script).toContain('pm.expect([200, 400]).to.include(pm.response.code)');
  });

  it('urutan jalan: buat, baca, ubah, lalu hapus dalam urutan terbalik', () => {
    const entries = ['GET a', 'DELETE unclaim', 'POST claim', 'DELETE unmarry', 'PUT b', 'POST marry'].map((s) => {
      const [method, id] = s.split(' ');
      return { method, id } as Pick<CatalogEntry, 'method' | 'id'>;
    });
    expect(runOrder(entries).map((e) => e.id)).toEqual(['claim', 'marry', 'a', 'b', 'unmarry', 'unclaim']);
  });

  it('contoh "file apa saja" diisi fixture pertama yang diterima aturannya', () => {
    expect(withFixtureFiles(kartu, {}, ['public/fixtures/data.csv', 'docs/postman/files/pixel.png'])).toEqual({ foto: 'pixel.png' });
  });

  it('pesan validasi katalog terkumpul sekali masing-masing, dengan inputnya', () => {
    expect(ruleMessages(kartu)).toContainEqual({ input: 'extra', message: 'Maksimal 3 data tambahan.' });
    expect(ruleMessages(kartu).filter((m) => m.message === 'Teks tidak boleh kosong.')).toHaveLength(1);
  });

  it('placeholder {{kota}} di contoh jawaban dokumentasi diisi input contoh itu sendiri', () => {
    const entry = {
      examples: [
        { request: { kota: 'Bandung' }, response: { json: { data: { kota: '{{kota}}' } } } },
        { request: {}, response: { json: { data: [{ kota: '{{kota}}' }] } } },
      ],
    } as unknown as CatalogEntry;
    expect(exampleJson(entry, entry.examples[0])).toEqual({ data: { kota: 'Bandung' } });
    expect(exampleJson(entry, entry.examples[1])).toEqual({ data: [{ kota: 'Bandung' }] });
  });

  it('penulis panduan dapat dimuat browser: tanpa SDK Postman, tanpa modul node', () => {
    // Every module the portal's guide pulls in, followed through relative imports.
    const seen = new Set<string>();
    const packages = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const [, spec] of readFileSync(file, 'utf8').matchAll(/^import[^'"]*['"]([^'"]+)['"]/gm)) {
        if (spec.startsWith('.')) visit(resolve(dirname(file), spec));
        else packages.add(spec);
      }
    };
    visit(fileURLToPath(new URL('../../../../src/panels/EntryDoc/PostmanGuide.tsx', import.meta.url)));
    expect([...packages].filter((p) => p === 'postman-collection' || p.startsWith('node:'))).toEqual([]);
    expect([...seen].some((f) => f.endsWith('exporters/guide.ts'))).toBe(true);
  });
});
