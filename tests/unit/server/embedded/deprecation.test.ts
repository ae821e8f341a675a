import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../../src/catalog/loader.ts';
import { openApiDocument } from '../../../../src/catalog/exporters/openapi.ts';
import { entryTool } from '../../../../src/mcp/tools.ts';
import { projectRoot, startEmbeddedServer } from '../../../helpers/embedded-api.ts';

/** The project's catalog with qrcode retiring (sunset ahead) and gempa retired (sunset passed), as maintainers write it. */
const catalogRoot = mkdtempSync(join(tmpdir(), 'deprecated-catalog-'));
cpSync(join(projectRoot, 'catalog'), catalogRoot, { recursive: true });
const qrcode = readFileSync(join(catalogRoot, 'tools', 'qrcode.yaml'), 'utf8');
writeFileSync(join(catalogRoot, 'tools', 'qrcode-v2.yaml'), qrcode.replace(/^id: qrcode$/m, 'id: qrcode-v2').replace(/^title: .*$/m, 'title: QR Code v2').replace(/^path: .*$/m, 'path: /tools/qrcode-v2'));
appendFileSync(
  join(catalogRoot, 'tools', 'qrcode.yaml'),
  "deprecated:\n  since: '2026-12-01'\n  sunset: '2099-06-01'\n  replacement: qrcode-v2\n  note: QR code kini dibuat oleh versi 2.\n",
);
appendFileSync(join(catalogRoot, 'gempa', 'gempa.yaml'), "deprecated:\n  since: '2020-01-01'\n  sunset: '2020-06-01'\n  note: Data gempa kini disajikan oleh BMKG langsung.\n");
afterAll(() => rmSync(catalogRoot, { recursive: true, force: true }));

const key = 'kunci-usang';
const server = startEmbeddedServer({ apikey: key, token: 'token-usang', limit: 10_000 }, { catalogRoot });

describe('a deprecated entry', () => {
  it('answers as before, with Deprecation (RFC 9745), Sunset (RFC 8594) and Link headers', async () => {
    const res = await server.app.inject({ method: 'POST', url: `/api/proxy/tools/qrcode?apikey=${key}&url=halo` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers.deprecation).toBe('@1796083200');
    expect(res.headers.sunset).toBe('Mon, 01 Jun 2099 00:00:00 GMT');
    expect(res.headers.link).toBe('</docs/tools/qrcode>; rel="deprecation"; type="text/html", </docs/tools/qrcode-v2>; rel="successor-version"');
  });

  it('answers 410 with the note once its sunset has passed, whatever the input', async () => {
    const res = await server.app.inject({ method: 'GET', url: `/api/proxy/features/gempa?apikey=${key}` });
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual({ status: false, message: 'Endpoint ini sudah dihentikan sejak 1 Juni 2020. Data gempa kini disajikan oleh BMKG langsung.' });
    expect(res.headers.sunset).toBe('Mon, 01 Jun 2020 00:00:00 GMT');
  });

  it('leaves the other entries without deprecation headers', async () => {
    const res = await server.app.inject({ method: 'POST', url: `/api/proxy/tools/qrcode-v2?apikey=${key}&url=halo` });
    expect(res.statusCode).toBe(200);
    expect(res.headers.deprecation).toBeUndefined();
  });

  it('is marked in the OpenAPI document and in its MCP tool, with the dates and the note', () => {
    const { catalog } = loadCatalog(catalogRoot);
    const qrcode = catalog.groups.flatMap((g) => g.entries).find((e) => e.id === 'qrcode')!;
    const sentence = 'Endpoint ini usang sejak 1 Desember 2026 dan berhenti menjawab pada 1 Juni 2099. QR code kini dibuat oleh versi 2.';
    expect(entryTool(qrcode).description).toBe(`[USANG] ${sentence} ${qrcode.title}: ${qrcode.summary}`);
    const operation = (openApiDocument(catalog, { version: '1.0.0' }) as { paths: Record<string, { post: { deprecated?: boolean; description: string } }> }).paths['/api/proxy/tools/qrcode']!.post;
    expect(operation.deprecated).toBe(true);
    expect(operation.description).toContain(`**Usang**: ${sentence}`);
  });

  it('is refused by the catalog lint when its replacement does not exist or its sunset comes first', () => {
    const broken = mkdtempSync(join(tmpdir(), 'deprecated-broken-'));
    try {
      cpSync(join(projectRoot, 'catalog'), broken, { recursive: true });
      appendFileSync(join(broken, 'tools', 'qrcode.yaml'), "deprecated:\n  since: '2026-12-01'\n  sunset: '2026-11-01'\n  replacement: tidak-ada\n  note: Usang.\n");
      const messages = loadCatalog(broken).problems.map((p) => p.message);
      expect(messages).toEqual(['sunset 2026-11-01 harus sesudah since 2026-12-01', "entri pengganti 'tidak-ada' tidak ada di katalog"]);
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });
});
