import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { classifyChanges, type CatalogChange } from '../../../../src/catalog/changes/classify.ts';
import { changelogMarkdown, recordRelease, versionProblems } from '../../../../src/catalog/changes/changelog.ts';
import { openApiDocument } from '../../../../src/catalog/exporters/openapi.ts';
import { loadCatalog } from '../../../../src/catalog/loader.ts';
import type { Catalog, CatalogEntry } from '../../../../src/catalog/types.ts';

const { catalog: released } = loadCatalog(join(import.meta.dirname, '..', '..', '..', '..', 'catalog'));
const doc = (catalog: Catalog) => openApiDocument(catalog, { version: '1.0.0' });
const releasedDoc = doc(released);

/** The released catalog with some entries edited, as a maintainer edits YAML. */
function edited(change: (entry: (group: string, id: string) => CatalogEntry, catalog: Catalog) => void): Catalog {
  const next = structuredClone(released);
  const entry = (group: string, id: string) => next.groups.find((g) => g.id === group)!.entries.find((e) => e.id === id)!;
  change(entry, next);
  return next;
}

/** A seeded history: one of each kind of change a maintainer makes. */
const history = edited((entry, catalog) => {
  const qr = entry('tools', 'qrcode');
  qr.schema.required = [...(qr.schema.required ?? []), 'width'];
  qr.schema.properties!.ecl!.enum = ['L', 'M', 'Q'];
  entry('devtools', 'jwt-decode').schema.properties!.jwt!.type = 'integer';
  const cuaca = catalog.groups.find((g) => g.id === 'cuaca')!;
  cuaca.entries = cuaca.entries.filter((e) => e.id !== 'cuaca');
  const tools = catalog.groups.find((g) => g.id === 'tools')!;
  tools.entries.push({ ...structuredClone(qr), id: 'qrcode-svg', path: '/tools/qrcode-svg', file: 'tools/qrcode-svg.yaml' });
});
const changes = classifyChanges(releasedDoc, doc(history));
const find = (predicate: (c: CatalogChange) => boolean) => changes.filter(predicate);

describe('the changes between two releases of the catalog', () => {
  it('classifies a removed entry as breaking, with the calls it breaks', () => {
    expect(find((c) => c.entry === 'cuaca')).toEqual([
      { kind: 'breaking', operation: 'GET /features/cuaca', entry: 'cuaca', group: 'cuaca', message: 'Endpoint GET /features/cuaca dihapus.', effect: { kind: 'entry-removed' } },
    ]);
  });

  it('classifies an added entry as non-breaking', () => {
    expect(find((c) => c.entry === 'qrcode-svg')).toEqual([
      { kind: 'non-breaking', operation: 'POST /tools/qrcode-svg', entry: 'qrcode-svg', group: 'tools', message: 'Endpoint baru: POST /tools/qrcode-svg.' },
    ]);
  });

  it('says once that an input became required, per entry and input, as breaking', () => {
    const width = find((c) => c.entry === 'qrcode' && c.input === 'width');
    expect(width).toEqual([
      { kind: 'breaking', operation: 'POST /tools/qrcode', entry: 'qrcode', group: 'tools', input: 'width', message: 'Input `width` kini wajib diisi.', effect: { kind: 'input-required', input: 'width' } },
    ]);
  });

  it('classifies a narrowed enum and a changed type as breaking', () => {
    expect(find((c) => c.input === 'ecl' && c.kind === 'breaking').map((c) => [c.message, c.effect])).toEqual([
      ['Nilai `H` tidak lagi diterima untuk input `ecl`.', { kind: 'values-narrowed', input: 'ecl', removed: 'H' }],
    ]);
    expect(find((c) => c.entry === 'jwt-decode').map((c) => [c.kind, c.message])).toEqual([['breaking', 'Tipe input `jwt` berubah dari `string` menjadi `integer`.']]);
  });

  it('classifies a description alone as documentation, and an unchanged catalog as no change', () => {
    const reworded = classifyChanges(releasedDoc, doc(edited((entry) => (entry('tools', 'qrcode').schema.properties!.url!.description = 'Teks atau URL yang dijadikan QR.'))));
    expect(reworded.map((c) => [c.kind, c.input, c.message])).toEqual([['documentation', 'url', 'Dokumentasi input `url` diperbarui (description).']]);
    expect(classifyChanges(releasedDoc, doc(released))).toEqual([]);
  });
});

describe('the version a release needs', () => {
  const changelog = recordRelease(null, null, releasedDoc, '1.0.0', '2026-11-01');

  it('refuses breaking changes without a new major version, naming each', () => {
    const problems = versionProblems(changelog, releasedDoc, doc(history), '1.1.0');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('perubahan merusak sejak rilis 1.0.0 memerlukan versi mayor baru (2.0.0), bukan 1.1.0');
    expect(problems[0]).toContain('POST /tools/qrcode: Input `width` kini wajib diisi.');
    expect(versionProblems(changelog, releasedDoc, doc(history), '2.0.0')).toEqual([]);
  });

  it('lets non-breaking changes wait under the same version, and refuses going back', () => {
    const added = edited((_, catalog) => {
      const tools = catalog.groups.find((g) => g.id === 'tools')!;
      tools.entries.push({ ...structuredClone(tools.entries[0]!), id: 'baru', path: '/tools/baru', file: 'tools/baru.yaml' });
    });
    expect(versionProblems(changelog, releasedDoc, doc(added), '1.0.0')).toEqual([]);
    expect(versionProblems(changelog, releasedDoc, doc(added), '0.9.0')).toEqual(['versi 0.9.0 lebih lama dari rilis terakhir 1.0.0']);
  });

  it('records a release once per version, newest first, with its classified changes', () => {
    expect(recordRelease(changelog, releasedDoc, doc(history), '1.0.0', '2026-11-29')).toEqual(changelog);
    const next = recordRelease(changelog, releasedDoc, doc(history), '2.0.0', '2026-11-29');
    expect(next.releases.map((r) => [r.version, r.date])).toEqual([['2.0.0', '2026-11-29'], ['1.0.0', '2026-11-01']]);
    expect(next.releases[0]!.changes).toEqual(changes);
    const markdown = changelogMarkdown(next);
    expect(markdown).toContain('## 2.0.0 (2026-11-29)\n\n### Merusak\n\n- `GET /features/cuaca` (cuaca/cuaca): Endpoint GET /features/cuaca dihapus.');
  });
});
