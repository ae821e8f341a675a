import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../../src/catalog/loader.ts';
import { formatProblems } from '../../../../src/catalog/problems.ts';

const catalogRoot = join(__dirname, '..', '..', '..', '..', 'catalog');

describe('resep di katalog', () => {
  it('katalog proyek memuat keenam resep tanpa masalah', () => {
    const { catalog, problems } = loadCatalog(catalogRoot);
    expect(formatProblems(problems)).toBe('');
    expect(catalog.recipes?.map((r) => r.id).sort()).toEqual(['2fa-buat-verifikasi', 'brat-filter', 'codesnap-ocr', 'jwt-buat-dekode', 'qr-buat-baca', 'waifu-nikah']);
    // catalog/recipes/ is no group: no tile, no "folder grup tidak punya _group.yaml".
    expect(catalog.groups.map((g) => g.id)).not.toContain('recipes');
  });

  describe('catalog:lint menunjuk berkas, baris dan kolom resep yang salah', () => {
    const dir = mkdtempSync(join(tmpdir(), 'katalog-resep-'));
    cpSync(join(catalogRoot, 'tools'), join(dir, 'tools'), { recursive: true });
    cpSync(join(catalogRoot, '2fa'), join(dir, '2fa'), { recursive: true });
    mkdirSync(join(dir, 'recipes'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const problemsOf = (yaml: string) => {
      writeFileSync(join(dir, 'recipes', 'coba.yaml'), yaml);
      return formatProblems(loadCatalog(dir).problems).replaceAll(basename(dir), 'catalog');
    };
    const base = ['id: coba', 'title: Coba', 'summary: Resep percobaan.', 'steps:'];

    it('entri yang tidak ada, input yang bukan milik entri, dan langkah yang belum ada', () => {
      const report = problemsOf(
        [
          ...base,
          '  - id: buat',
          '    entry: qrcode',
          '    inputs: { url: https://example.com, warna: merah }',
          '  - id: baca',
          '    entry: decode-qr',
          '    inputs: {}',
          '  - id: cek',
          '    entry: 2fa-verify',
          '    inputs:',
          '      userId: { step: nanti, input: userId }',
          '      token: { step: buat, path: secret, compute: totp }',
        ].join('\n'),
      );
      expect(report).toContain("catalog/recipes/coba.yaml:7:48 'warna' bukan input entri 'qrcode' (ada: url, width, ecl, colorDark, colorLight)");
      expect(report).toContain("catalog/recipes/coba.yaml:9:12 entri 'decode-qr' tidak ada di katalog");
      expect(report).toContain("catalog/recipes/coba.yaml:14:23 langkah 'nanti' tidak ada sebelum langkah ini (ada: buat)");
    });

    it('input file hanya dari jawaban file langkah sebelumnya', () => {
      const report = problemsOf(
        [
          ...base,
          '  - id: buat',
          '    entry: 2fa-generate',
          '    inputs: { userId: a }',
          '  - id: baca',
          '    entry: decode-qrcode',
          '    inputs:',
          '      image: { step: buat, answer: file }',
        ].join('\n'),
      );
      expect(report).toContain("catalog/recipes/coba.yaml:11:36 jawaban entri '2fa-generate' bukan file (kind: text)");
    });

    it('kunci yang tidak dikenal ditolak oleh meta-schema', () => {
      expect(problemsOf([...base, '  - { id: a, entry: qrcode, inputs: {}, langkah: 1 }', '  - { id: b, entry: qrcode, inputs: {} }'].join('\n'))).toContain(
        "catalog/recipes/coba.yaml:5:41 'steps.0': kunci 'langkah' tidak dikenal",
      );
    });
  });
});
