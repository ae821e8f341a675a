import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { editorSchemaLine } from './editor-schemas.ts';
import { loadCatalog } from './loader.ts';
import type { CatalogProblem } from './problems.ts';

const idPattern = /^[a-z0-9][a-z0-9-]*$/;

/** 'cek-resi' → 'Cek Resi'. */
const titleOf = (id: string) => id.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');

/**
 * A starting entry that passes `catalog:lint`: one required text input with its Indonesian
 * messages, a JSON answer and a catch-all example that echoes the input, ready to be reshaped.
 */
export function entryTemplate(group: string, id: string): string {
  return `${editorSchemaLine('entry')}
id: ${id}
title: ${titleOf(id)}
summary: Ringkasan satu kalimat tentang apa yang dilakukan ${titleOf(id)}.
tag: internal
method: GET
path: /${group}/${id}
schema:
  type: object
  properties:
    q:
      type: string
      title: Kata kunci
      minLength: 1
      errorMessage:
        minLength: Kata kunci tidak boleh kosong.
  required: [q]
  errorMessage:
    required:
      q: Kata kunci tidak boleh kosong.
response:
  kind: json
error: Gagal mengambil data.
submitLabel: Kirim
loadingLabel: Mengirim...
examples:
  - name: Jawaban untuk kata kunci apa saja
    request: {}
    response:
      json:
        status: true
        data: { q: '{{q}}' }
`;
}

export type ScaffoldResult = { ok: true; file: string } | { ok: false; message: string; problems?: CatalogProblem[] };

/** Writes `<catalog>/<group>/<id>.yaml` and lints the catalog with it; refuses what would not lint. */
export function scaffoldEntry(catalogRoot: string, group: string, id: string): ScaffoldResult {
  if (!idPattern.test(id)) return { ok: false, message: `id '${id}' hanya boleh huruf kecil, angka dan tanda hubung.` };
  if (!existsSync(join(catalogRoot, group, '_group.yaml'))) return { ok: false, message: `grup '${group}' tidak ada (buat dulu catalog/${group}/_group.yaml).` };
  const before = loadCatalog(catalogRoot).catalog.groups.flatMap((g) => g.entries);
  const taken = before.find((e) => e.id === id);
  if (taken) return { ok: false, message: `id '${id}' sudah dipakai di ${taken.file}.` };
  const file = join(catalogRoot, group, `${id}.yaml`);
  if (existsSync(file)) return { ok: false, message: `${file} sudah ada.` };
  writeFileSync(file, entryTemplate(group, id));
  const problems = loadCatalog(catalogRoot).problems.filter((p) => p.file.endsWith(`${group}/${id}.yaml`));
  return problems.length > 0 ? { ok: false, message: 'entri baru tidak lolos catalog:lint', problems } : { ok: true, file };
}
