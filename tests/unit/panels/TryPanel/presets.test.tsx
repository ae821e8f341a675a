import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { presetList } from '../../../../src/catalog/keywords/index.ts';
import { loadCatalog } from '../../../../src/catalog/loader.ts';
import { startEmbeddedServer } from '../../../helpers/embedded-api.ts';

const { catalog } = loadCatalog(join(__dirname, '..', '..', '..', '..', 'catalog'));
const entry = (id: string) => {
  const found = catalog.groups.flatMap((g) => g.entries).find((e) => e.id === id);
  if (!found) throw new Error(`no entry ${id}`);
  return found;
};
const presets = (id: string) => presetList(entry(id).schema.properties?.q?.['x-presets']).map((p) => p.value);

/** Spec §2 (Fitur Games) and §2 (Fitur Quotes), in the spec's order. */
const specGameSets = [
  'math', 'tebakbuah', 'tebakclubbola', 'tebaknegara', 'tebaktempat', 'tebakanime', 'tebakdrakor', 'tebakgenshin', 'tebakhewan', 'family',
  'tebakemoji', 'tebakjkt48', 'tebakkode', 'tebakmakanan', 'tebaknamatokoh', 'tebakpemainbola', 'tebakpokemon', 'tebakpresiden', 'tebakwallet', 'fisika',
];
const specQuoteList = ['aceh', 'batak', 'china', 'jawa', '{name}', 'minangkabau', 'sunda'];
const specQuoteRegions = specQuoteList.filter((r) => r !== '{name}');

const key = 'kunci-preset';
const server = startEmbeddedServer({ apikey: key, token: 'token-preset', limit: 10_000 });

describe('preset games dan quotes', () => {
  it('games menawarkan tepat 20 set spesifikasi sebagai tombol', () => {
    expect(presets('games')).toEqual(specGameSets);
  });

  it('quotes menawarkan setiap daerah dari spesifikasi, dengan {name} sebagai isian bebas yang tidak pernah tampil harfiah', () => {
    expect(presets('quotes')).toEqual(specQuoteList);
    const free = presetList(entry('quotes').schema.properties?.q?.['x-presets']).filter((p) => p.free);
    expect(free.map((p) => p.value)).toEqual(['{name}']);
    expect(free.map((p) => p.placeholder)).toEqual(['Nama daerah, misalnya madura']);
    const { description } = entry('quotes').schema.properties?.q ?? {};
    expect(description).toContain('ketik nama daerah lain');
    expect(description).not.toContain('{name}');
    expect(entry('quotes').examples.map((x) => x.name).join(' ')).not.toContain('{name}');
  });

  it.each(specGameSets)('API bawaan menjawab games?q=%s dengan soal', async (set) => {
    const res = await server.app.inject({ method: 'GET', url: `/api/proxy/games?q=${set}&apikey=${key}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(true);
    expect(body.data.length).toBeGreaterThan(0);
    for (const item of body.data) expect(Object.keys(item).sort()).toEqual(['jawaban', 'soal']);
  });

  it.each(specQuoteRegions)('API bawaan menjawab quotes?q=%s dengan kutipan', async (region) => {
    const res = await server.app.inject({ method: 'GET', url: `/api/proxy/quotes?q=${region}&apikey=${key}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(true);
    expect(body.data.length).toBeGreaterThan(0);
  });

  it('daerah lain ({name}) dijawab dengan pesan, bukan galat server', async () => {
    const res = await server.app.inject({ method: 'GET', url: `/api/proxy/quotes?q=madura&apikey=${key}` });
    expect(res.statusCode).toBe(404);
    // A stored answer says it is one: the notice travels with it.
    expect(res.json()).toEqual({ status: false, message: 'Quotes untuk daerah ini belum tersedia.', notice: expect.stringContaining('contoh jawaban') });
  });
});

/**
 * The data groups whose widgets read these answers: each example an entry answers from is what the
 * embedded API says. An entry with a handler computes its answer (the RPG's players in the store):
 * its examples illustrate, its handler's own tests say what it answers.
 */
const dataGroups = ['cuaca', 'gempa', 'rpg', 'islamic', 'randompict', 'pendidikan'];
const dataExamples = catalog.groups
  .filter((g) => dataGroups.includes(g.id))
  .flatMap((g) => g.entries)
  .filter((e) => e.tryable && !e.handler)
  .flatMap((e) => e.examples.filter((x) => Object.keys(x.request).length > 0).map((x) => [`${e.id}: ${x.name ?? ''}`, e, x] as const));

describe('API bawaan menjawab contoh grup data', () => {
  it.each(dataExamples)('%s', async (_name, e, example) => {
    let path = e.path;
    const query = new URLSearchParams({ apikey: key });
    for (const [name, value] of Object.entries(example.request)) {
      if (path.includes(`{${name}}`)) path = path.replace(`{${name}}`, encodeURIComponent(String(value)));
      else query.append(name, String(value));
    }
    const res = await server.app.inject({ method: e.method, url: `/api/proxy${path}?${query.toString()}` });
    expect(res.statusCode).toBe(example.response.status ?? 200);
    // The stored example, unchanged, with the notice that says it is one.
    expect(res.json()).toEqual({ ...(example.response.json as object), notice: expect.stringContaining('contoh jawaban') });
  });
});
