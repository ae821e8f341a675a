import { describe, expect, it } from 'vitest';
import type { Changelog } from '../../../../src/catalog/changes/changelog.ts';
import {
  changedGroups,
  changesQuery,
  entryReleases,
  messageParts,
  parseChangesFilter,
  releaseDate,
  releaseLink,
  releaseViews,
} from '../../../../src/catalog/changes/changes-view.ts';

const changelog: Changelog = {
  releases: [
    {
      version: '3.0.0',
      date: '2026-12-05',
      changes: [
        { kind: 'documentation', operation: 'GET /features/cuaca', entry: 'cuaca', group: 'search', message: 'Dokumentasi endpoint diperbarui (description).' },
        { kind: 'breaking', operation: 'POST /tools/qrcode', entry: 'qrcode', group: 'tools', input: 'size', message: 'Input `size` kini wajib.' },
        { kind: 'breaking', operation: 'POST /api/auth/login', message: 'Aturan nama kunci body JSON diperketat.' },
      ],
    },
    {
      version: '2.0.0',
      date: '2026-11-29',
      changes: [{ kind: 'non-breaking', operation: 'POST /tools/qrcode', entry: 'qrcode', group: 'tools', message: 'Input `margin` ditambahkan.' }],
    },
    { version: '1.0.0', date: '2026-11-01', changes: [] },
  ],
};

describe('halaman perubahan: bentuk data', () => {
  it('tanpa saringan: setiap rilis, terbaru dulu, perubahannya per jenis dengan label jenisnya', () => {
    const views = releaseViews(changelog, { group: null, kind: null });
    expect(views.map((v) => v.version)).toEqual(['3.0.0', '2.0.0', '1.0.0']);
    expect(views[0]!.sections.map((s) => [s.label, s.changes.length])).toEqual([
      ['Merusak', 2],
      ['Dokumentasi', 1],
    ]);
    expect(views[2]!.sections).toEqual([]);
  });

  it('saringan grup dan jenis menyempitkan daftar; rilis tanpa sisa tidak tampil; saringan tanpa hasil memberi daftar kosong', () => {
    const tools = releaseViews(changelog, { group: 'tools', kind: null });
    expect(tools.map((v) => v.version)).toEqual(['3.0.0', '2.0.0']);
    expect(tools[0]!.sections.flatMap((s) => s.changes.map((c) => c.operation))).toEqual(['POST /tools/qrcode']);
    const breaking = releaseViews(changelog, { group: null, kind: 'breaking' });
    expect(breaking.map((v) => v.version)).toEqual(['3.0.0']);
    expect(breaking[0]!.sections[0]!.changes).toHaveLength(2);
    expect(releaseViews(changelog, { group: 'search', kind: 'breaking' })).toEqual([]);
  });

  it('saringan dibaca dari dan ditulis ke alamat (?grup=&jenis=); jenis tak dikenal diabaikan', () => {
    expect(parseChangesFilter('?grup=tools&jenis=breaking')).toEqual({ group: 'tools', kind: 'breaking' });
    expect(parseChangesFilter('?jenis=lain&grup=')).toEqual({ group: null, kind: null });
    expect(changesQuery({ group: 'tools', kind: 'non-breaking' })).toBe('?grup=tools&jenis=non-breaking');
    expect(changesQuery({ group: null, kind: null })).toBe('');
    expect(changedGroups(changelog)).toEqual(['search', 'tools']);
  });

  it('halaman endpoint: rilis terakhir yang mengubahnya, hanya perubahannya, dengan tautan ke rilisnya', () => {
    expect(entryReleases(changelog, 'tools', 'qrcode')).toEqual([
      { version: '3.0.0', date: '2026-12-05', changes: [{ kind: 'breaking', message: 'Input `size` kini wajib.' }] },
      { version: '2.0.0', date: '2026-11-29', changes: [{ kind: 'non-breaking', message: 'Input `margin` ditambahkan.' }] },
    ]);
    expect(entryReleases(changelog, 'tools', 'qrcode', 1)).toHaveLength(1);
    expect(entryReleases(changelog, 'tools', 'tidak-ada')).toEqual([]);
    expect(releaseLink('3.0.0')).toBe('/docs/perubahan#versi-3.0.0');
  });

  it('tanggal ditulis id-ID; `kode` dalam pesan dipisah untuk <code>', () => {
    expect(releaseDate('2026-11-29')).toBe('29 November 2026');
    expect(messageParts('Input `size` kini wajib.')).toEqual([
      { code: false, text: 'Input ' },
      { code: true, text: 'size' },
      { code: false, text: ' kini wajib.' },
    ]);
  });
});
