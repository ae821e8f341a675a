import { join } from 'node:path';
import { readdirSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PortalRoot } from '../../../../src/app/App/PortalRoot.tsx';
import { ReferenceEntryPage } from '../../../../src/app/reference/ReferenceEntryPage/index.ts';
import { referenceEntry } from '../../../../src/app/reference/reference-data.ts';
import { catalogDir, loadCatalog } from '../../../../src/catalog/loader.ts';
import { referenceIndex } from '../../../../src/catalog/reference.ts';
import { PortalRouter } from '../../../../src/router/index.ts';

const root = join(import.meta.dirname, '..', '..', '..', '..');
const { catalog } = loadCatalog(catalogDir(root));
const groups = referenceIndex(catalog);
const qrcode = catalog.groups.flatMap((g) => g.entries).find((e) => e.id === 'qrcode')!;
const fixtures = readdirSync(join(root, 'public', 'fixtures')).map((name) => `public/fixtures/${name}`);

async function pageHtml(extra: Partial<Awaited<ReturnType<typeof referenceEntry>>>): Promise<string> {
  const entry = { ...(await referenceEntry(qrcode, root, fixtures)), ...extra };
  return renderToString(
    <PortalRoot>
      <PortalRouter ssrPath="/docs/tools/qrcode">
        <ReferenceEntryPage group={{ id: 'tools', label: 'Tools' }} entry={entry} groups={groups} />
      </PortalRouter>
    </PortalRoot>,
  );
}

describe('halaman referensi endpoint: perubahan dan status usang', () => {
  it("'Berubah di versi X' menaut ke rilisnya, pesannya dengan <code>; endpoint usang memberi pemberitahuannya", async () => {
    const html = await pageHtml({
      releases: [{ version: '3.0.0', date: '2026-12-05', changes: [{ kind: 'breaking', message: 'Input `size` kini wajib.' }] }],
      deprecated: { since: '2026-12-01', sunset: '2027-06-01', replacement: 'decode-qrcode', note: 'Pakai versi baru.' },
    });
    expect(html).toMatch(/<a[^>]*href="\/docs\/perubahan#versi-3\.0\.0"[^>]*>Berubah di versi <!-- -->3\.0\.0<\/a>/);
    expect(html).toContain('5 Desember 2026');
    expect(html).toMatch(/<code[^>]*>size<\/code>/);
    expect(html).toContain('Endpoint usang');
    expect(html).toContain('data-deprecated');
  });

  it('tanpa rilis yang mengubahnya dan tanpa status usang: tidak ada keduanya', async () => {
    const html = await pageHtml({ releases: [] });
    expect(html).not.toContain('Berubah di versi');
    expect(html).not.toContain('data-deprecated');
  });
});
