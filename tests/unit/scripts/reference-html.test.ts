import { describe, expect, it } from 'vitest';
import { catalogDir, loadCatalog } from '../../../src/catalog/loader.ts';
import { referenceIndex, referenceRoutes } from '../../../src/catalog/reference.ts';
import { pageHtml, referenceHeads } from '../../../scripts/reference-html.ts';
import { parameterTable } from '../../../src/app/reference/parameter-table.ts';
import { plainText } from '../../../src/catalog/exporters/doc-blocks.ts';

const { catalog } = loadCatalog(catalogDir(`${import.meta.dirname}/../../..`));

describe('referensi publik dari katalog', () => {
  it('hanya grup aktif, setiap entrinya satu halaman, indeks lebih dulu', () => {
    const routes = referenceRoutes(catalog);
    expect(routes[0]).toBe('/docs');
    const active = catalog.groups.filter((g) => g.status === 'active');
    expect(routes.length - 1).toBe(active.reduce((n, g) => n + g.entries.length, 0));
    expect(referenceIndex(catalog).map((g) => g.id)).not.toContain(catalog.groups.find((g) => g.status !== 'active')?.id);
    expect(routes).toContain('/docs/tools/qrcode');
  });

  it('kepala halaman QR: judul, deskripsi dengan method dan path, URL kanonis, Open Graph', () => {
    const head = referenceHeads(catalog).find((h) => h.path === '/docs/tools/qrcode')!;
    const template = '<!doctype html>\n<html lang="id">\n  <head>\n    <meta name="description" content="x" />\n    <title>Portal API</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>';
    const html = pageHtml(template, { head, origin: 'https://api.contoh.id', body: '<h1>QR</h1>', links: ['/assets/pages.js', '/assets/ui.css'] });
    expect(html).toContain('<html lang="id" data-mantine-color-scheme="light">');
    expect(html).toContain('<title>QR Code Generator · Portal API</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('content="Membuat gambar QR code (PNG) dari URL atau teks. POST /api/proxy/tools/qrcode (Tools)."');
    expect(html).toContain('<link rel="canonical" href="https://api.contoh.id/docs/tools/qrcode" />');
    expect(html).toContain('<meta property="og:url" content="https://api.contoh.id/docs/tools/qrcode" />');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/pages.js">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/ui.css">');
    expect(html).toContain('<div id="root"><h1>QR</h1></div>');
  });

  it('tabel parameter QR: tipe, lokasi, wajib, dan batasnya', () => {
    const entry = catalog.groups.flatMap((g) => g.entries).find((e) => e.id === 'qrcode')!;
    const table = parameterTable(entry);
    expect(table?.kind).toBe('table');
    if (table?.kind !== 'table') return;
    const rows = table.rows.map((row) => row.map(plainText));
    expect(rows.find((r) => r[0] === 'url')).toEqual(['url', 'query', 'string', 'Ya', expect.stringContaining('Tidak boleh kosong')]);
    expect(rows.find((r) => r[0] === 'width')?.[4]).toContain('Maksimal 1000');
    expect(rows.map((r) => r[0])).toContain('colorDark');
  });
});
