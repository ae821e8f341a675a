import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Changelog } from '../../../src/catalog/changes/changelog.ts';
import { projectRoot, startEmbeddedServer } from '../../helpers/embedded-api.ts';

const changelog: Changelog = {
  releases: [
    { version: '2.0.0', date: '2026-11-29', changes: [{ kind: 'breaking', operation: 'POST /tools/qrcode', entry: 'qrcode', group: 'tools', input: 'width', message: 'Input `width` kini wajib diisi.' }] },
    { version: '1.0.0', date: '2026-11-01', changes: [] },
  ],
};
const catalogRoot = mkdtempSync(join(tmpdir(), 'feed-catalog-'));
cpSync(join(projectRoot, 'catalog'), catalogRoot, { recursive: true });
writeFileSync(join(catalogRoot, 'changelog.json'), JSON.stringify(changelog));
afterAll(() => rmSync(catalogRoot, { recursive: true, force: true }));
const server = startEmbeddedServer({ apikey: 'kunci-feed', token: 'token-feed' }, { catalogRoot });

describe('GET /docs/perubahan.atom', () => {
  it('publishes every release as an Atom entry, newest first, with absolute links to the origin asked', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/docs/perubahan.atom', headers: { host: 'portal.contoh:8080' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const xml = res.body;
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(xml).toContain('<link rel="self" href="http://portal.contoh:8080/docs/perubahan.atom"/>');
    expect(xml).toContain('<updated>2026-11-29T00:00:00.000Z</updated>');
    const titles = [...xml.matchAll(/<title type="html"><!\[CDATA\[(.*?)\]\]><\/title>/g)].map((m) => m[1]);
    expect(titles).toEqual(['Versi 2.0.0', 'Versi 1.0.0']);
    expect(xml).toContain('<li><strong>Merusak</strong> · <code>POST /tools/qrcode</code>: Input <code>width</code> kini wajib diisi.</li>');
    expect(xml).toContain('<id>http://portal.contoh:8080/docs/perubahan#versi-1.0.0</id>');
  });
});
