import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { handlerNames } from '../../../../../src/catalog/handler-names.ts';
import { loadCatalog } from '../../../../../src/catalog/loader.ts';
import { handlerLoaders } from '../../../../../src/server/embedded/handlers/modules.generated.ts';
import { handlerFiles, handlerModulesModule, handlerNamesModule, modulesFile, namesFile, type HandlerFile } from '../../../../../scripts/handler-names.ts';

const projectRoot = join(__dirname, '..', '..', '..', '..', '..');
const entries = loadCatalog(join(projectRoot, 'catalog')).catalog.groups.flatMap((g) => g.entries.map((entry) => ({ entry, group: g.id })));

let files: HandlerFile[];
beforeAll(async () => {
  files = await handlerFiles();
});

describe('handler ditemukan dari foldernya', () => {
  it('nama handler yang dikenal catalog:lint dan pemuatnya ditulis npm run handlers dari file handler', () => {
    expect(readFileSync(namesFile, 'utf8')).toBe(handlerNamesModule(files));
    expect(readFileSync(modulesFile, 'utf8')).toBe(handlerModulesModule(files));
    expect([...handlerNames]).toEqual(files.map((h) => h.name));
  });

  it('setiap nama memuat sebuah handler', async () => {
    for (const [name, load] of Object.entries(handlerLoaders)) expect(typeof (await load()), name).toBe('function');
  });

  it('setiap handler ada di folder grup entri yang memakainya, dan dipakai sebuah entri', () => {
    const used = entries.filter(({ entry }) => entry.handler);
    for (const { entry, group } of used) expect(`${group}/${entry.handler}`, entry.file).toBe(`${files.find((h) => h.name === entry.handler)?.group}/${entry.handler}`);
    expect(files.map((h) => h.name).filter((name) => !used.some(({ entry }) => entry.handler === name))).toEqual([]);
  });

  it('keluarga handler dideklarasikan sekali: pengingat cuaca, gempa, sholat dan langkah game waifu', () => {
    const members = (file: string) => files.filter((h) => h.family && h.file === file).map((h) => h.name);
    expect([...new Set(files.filter((h) => h.family).map((h) => h.file))].sort()).toEqual(['waifu/moves.family.ts', 'webhook/reminders.family.ts']);
    expect(members('webhook/reminders.family.ts')).toHaveLength(11);
    expect(members('waifu/moves.family.ts')).toEqual(['waifu-claim', 'waifu-marry', 'waifu-unclaim', 'waifu-unmarry']);
  });
});

describe('handler berat dimuat pada panggilan pertama', () => {
  // A process of its own: the CommonJS modules node has loaded are in require.cache.
  const probe = `
    import { createRequire } from 'node:module';
    const { buildServer } = await import(${JSON.stringify(join(projectRoot, 'src', 'server', 'app.ts'))});
    const app = await buildServer({ demo: { apikey: 'k', token: 't', limit: 10 }, distDir: null });
    await app.ready();
    const cache = createRequire(import.meta.url).cache;
    const loaded = () => [...new Set(Object.keys(cache).flatMap((f) => /node_modules\\/(sharp|pdf-lib|tesseract\\.js|highlight\\.js|mammoth|qrcode|jose)\\//.exec(f)?.[1] ?? []))].sort();
    const atStart = loaded();
    await app.inject({ method: 'POST', url: '/api/proxy/tools/qrcode?apikey=k&url=halo' });
    console.log(JSON.stringify({ atStart, afterQr: loaded() }));
    await app.close();
  `;

  it('server mulai tanpa sharp, pdf-lib, tesseract.js, highlight.js, mammoth; qrcode datang dengan panggilan QR', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', probe], { cwd: projectRoot, env: process.env });
    const seen = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as { atStart: string[]; afterQr: string[] };
    expect(seen.atStart).toEqual([]);
    expect(seen.afterQr).toEqual(['qrcode']);
  });
});
