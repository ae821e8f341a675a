import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../../../src/catalog/exporters/openapi.ts';
import { catalogDir, loadCatalog } from '../../../../src/catalog/loader.ts';
import { projectRoot } from '../../../../src/server/app.ts';

const { catalog } = loadCatalog(catalogDir(projectRoot));
const doc = openApiDocument(catalog, { version: '0.0.0-uji' }) as {
  paths: Record<string, Record<string, { tags: string[]; 'x-portal-tag': string; responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>>;
  tags: { name: string }[];
};

describe('dokumen OpenAPI 3.1', () => {
  it('lolos validasi @redocly/openapi-core tanpa error', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: '/openapi.json', config });
    const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message} @ ${p.location[0]?.pointer ?? ''}`);
    expect(errors).toEqual([]);
  });

  it('memuat setiap entri katalog, dengan tag grupnya dan Internal / 3rd Party', () => {
    const entries = catalog.groups.flatMap((g) => g.entries.map((e) => ({ e, g })));
    for (const { e, g } of entries) {
      const op = doc.paths[`/api/proxy${e.path}`]?.[e.method.toLowerCase()];
      expect(op, e.id).toBeDefined();
      expect(op.tags).toEqual([g.title]);
      expect(op['x-portal-tag']).toBe(e.tag === 'internal' ? 'Internal' : '3rd Party');
    }
    // The catalog's groups, then the portal's own account API.
    expect(doc.tags.map((t) => t.name)).toEqual([...catalog.groups.filter((g) => g.entries.length > 0).map((g) => g.title), 'Akun portal', 'Operator portal']);
  });

  it('menjawab QR code sebagai gambar biner', () => {
    const ok = doc.paths['/api/proxy/tools/qrcode'].post.responses['200'];
    // Described by its media type alone (OpenAPI 3.1), so runners never check the bytes against a string schema.
    expect(ok.content?.['image/png']).toEqual({});
  });
});
