import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { stringify } from 'yaml';

/** Entries per group, as in the real catalog (about a hundred entries over fifteen groups). */
export const DEFAULT_PER_GROUP = 8;
/** The fixture the large-image entry answers with; the bench writes it into its fixtures folder. */
export const LARGE_IMAGE_FIXTURE = 'bench-1mb.png';
/** The group and entries a bench drives: a JSON answer and a 1 MB image answer. */
export const SYNTHETIC_FIRST = { group: 'sintetis-001', jsonEntry: 'sintetis-json', imageEntry: 'sintetis-gambar-1mb' } as const;

type Entry = Record<string, unknown>;

const text = (title: string, message: string) => ({
  type: 'string',
  title,
  minLength: 1,
  errorMessage: { minLength: message },
});

/** The shapes the real catalog has: query GET, JSON POST, multipart with a file, path parameter, download. */
const shapes: ((id: string, n: number) => Entry)[] = [
  (id, n) => ({
    method: 'GET',
    path: `/sintetis/${id}`,
    schema: {
      type: 'object',
      properties: { kota: text('Kota', 'Nama kota tidak boleh kosong.'), satuan: { type: 'string', title: 'Satuan', enum: ['metrik', 'imperial'], default: 'metrik' } },
      required: ['kota'],
      errorMessage: { required: { kota: 'Nama kota tidak boleh kosong.' } },
    },
    response: { kind: 'json' },
    examples: [{ request: {}, response: { json: { status: true, data: { kota: '{{kota}}', nomor: n, suhu: 30 } } } }],
  }),
  (id, n) => ({
    method: 'POST',
    path: `/sintetis/${id}`,
    body: 'json',
    schema: {
      type: 'object',
      properties: {
        kode: text('Kode', 'Kode tidak boleh kosong.'),
        lebar: { type: 'integer', title: 'Lebar', default: 200, 'x-clamp': { min: 1, max: 1000 } },
        rapi: { type: 'boolean', title: 'Rapikan', default: true },
      },
      required: ['kode'],
      errorMessage: { required: { kode: 'Kode tidak boleh kosong.' } },
    },
    response: { kind: 'json' },
    examples: [{ request: {}, response: { json: { status: true, hasil: `keluaran ${n}` } } }],
  }),
  (id) => ({
    method: 'POST',
    path: `/sintetis/${id}`,
    body: 'multipart',
    schema: {
      type: 'object',
      properties: {
        image: {
          title: 'Gambar',
          'x-file': {
            accept: ['image/png', 'image/jpeg'],
            maxSize: 5242880,
            messages: { type: 'File yang dipilih bukan gambar.', size: 'Ukuran gambar maksimal adalah 5MB.' },
          },
        },
      },
      required: ['image'],
      errorMessage: { required: { image: 'Harap unggah gambar terlebih dahulu.' } },
    },
    response: { kind: 'image', filename: `${id}.png` },
    examples: [{ request: {}, response: { file: 'pixel.png', contentType: 'image/png' } }],
  }),
  (id, n) => ({
    method: 'GET',
    path: `/sintetis/${id}/{nomor}`,
    schema: {
      type: 'object',
      properties: { nomor: text('Nomor', 'Input tidak boleh kosong.') },
      required: ['nomor'],
      errorMessage: { required: { nomor: 'Input tidak boleh kosong.' } },
    },
    response: { kind: 'json' },
    examples: [{ request: {}, response: { json: { status: true, data: { nomor: '{{nomor}}', urutan: n } } } }],
  }),
  (id) => ({
    method: 'POST',
    path: `/sintetis/${id}`,
    body: 'json',
    schema: {
      type: 'object',
      properties: { judul: text('Judul', 'Judul tidak boleh kosong.'), gaya: { type: 'string', title: 'Gaya', enum: ['formal', 'casual'], default: 'formal' } },
      required: ['judul'],
      errorMessage: { required: { judul: 'Judul tidak boleh kosong.' } },
    },
    response: { kind: 'download', filename: `${id}.json` },
    examples: [{ request: {}, response: { json: { status: true, judul: '{{judul}}' } } }],
  }),
];

function entry(id: string, n: number, shape: number): Entry {
  return {
    id,
    title: `Endpoint Sintetis ${n}`,
    summary: `Endpoint sintetis nomor ${n}, dibuat untuk mengukur portal dengan katalog besar.`,
    tag: n % 2 === 0 ? 'internal' : 'third-party',
    ...shapes[shape % shapes.length]!(id, n),
    error: 'Gagal mengambil data.',
    submitLabel: 'Kirim',
    loadingLabel: 'Memproses...',
  };
}

/** The entries a bench drives, first in the first group. */
function benchEntries(): Entry[] {
  const json = entry(SYNTHETIC_FIRST.jsonEntry, 0, 0);
  const image: Entry = {
    ...entry(SYNTHETIC_FIRST.imageEntry, 0, 0),
    title: 'Gambar 1 MB',
    summary: 'Menjawab dengan gambar PNG sekitar 1 MB.',
    method: 'GET',
    path: '/sintetis/gambar-1mb',
    schema: { type: 'object', properties: {} },
    response: { kind: 'image', filename: 'gambar.png' },
    examples: [{ request: {}, response: { file: LARGE_IMAGE_FIXTURE, contentType: 'image/png' } }],
  };
  return [json, image];
}

/** Writes a catalog of `total` entries into `dir` (emptied first): groups of `perGroup` entries. */
export function writeSyntheticCatalog(dir: string, total: number, perGroup = DEFAULT_PER_GROUP): { groups: number; entries: number } {
  rmSync(dir, { recursive: true, force: true });
  const entries = [...benchEntries()];
  for (let n = 1; entries.length < total; n++) entries.push(entry(`sintetis-${n}`, n, n));
  const groups = Math.ceil(entries.length / perGroup);
  for (let g = 0; g < groups; g++) {
    const id = `sintetis-${String(g + 1).padStart(3, '0')}`;
    const folder = join(dir, id);
    mkdirSync(folder, { recursive: true });
    const group = { label: `Sintetis ${g + 1}`, title: `Fitur Sintetis ${g + 1}`, order: g + 1, status: 'active', description: `Grup sintetis ${g + 1}.` };
    writeFileSync(join(folder, '_group.yaml'), stringify(group));
    for (const e of entries.slice(g * perGroup, (g + 1) * perGroup)) writeFileSync(join(folder, `${String(e.id)}.yaml`), stringify(e));
  }
  return { groups, entries: entries.length };
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (isMain) {
  const [count, out, perGroup] = process.argv.slice(2);
  const total = Number(count);
  if (!Number.isInteger(total) || total < 2 || !out) {
    console.error('Pakai: npm run catalog:synth -- <jumlah entri, minimal 2> <folder tujuan> [entri per grup]');
    process.exit(1);
  }
  const made = writeSyntheticCatalog(resolve(out), total, perGroup ? Number(perGroup) : DEFAULT_PER_GROUP);
  console.log(`${made.entries} entri dalam ${made.groups} grup ditulis ke ${resolve(out)}`);
  console.log(`Bangun dengan: PORTAL_CATALOG_DIR=${resolve(out)} npm run build`);
}
