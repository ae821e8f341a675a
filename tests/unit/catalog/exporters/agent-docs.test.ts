import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { postmanGuide } from '../../../../src/catalog/exporters/guide.ts';
import { toMarkdown } from '../../../../src/catalog/exporters/markdown.ts';
import { agentDocsFiles } from '../../../../src/catalog/exporters/llms.ts';
import { guidePath } from '../../../../src/catalog/exporters/names.ts';
import { catalogDir, loadCatalog } from '../../../../src/catalog/loader.ts';
import { portalServer, projectRoot } from '../../../helpers/embedded-api.ts';
import { agentDocsPlugin } from '../../../../scripts/vite-plugin-agent-docs.ts';

const { catalog } = loadCatalog(catalogDir(projectRoot));
const entries = catalog.groups.flatMap((g) => g.entries);
const files = new Map(agentDocsFiles(catalog));
const dist = mkdtempSync(join(tmpdir(), 'dist-agen-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('dokumen untuk agen: /llms.txt dan /docs/<grup>/<id>.md', () => {
  it('llms.txt menautkan setiap entri di bawah judul grupnya', () => {
    const index = files.get('llms.txt') ?? '';
    expect(index.startsWith('# Portal API\n\n> ')).toBe(true);
    for (const group of catalog.groups.filter((g) => g.entries.length > 0)) expect(index).toContain(`\n## ${group.title}\n`);
    for (const e of entries) expect(index).toContain(`- [${e.title}](/docs/${e.group}/${e.id}.md): ${e.method} /api/proxy${e.path}.`);
  });

  it('halaman Markdown tiap entri sama dengan panduannya di docs/guides', () => {
    for (const e of entries) {
      expect(files.get(`docs/${e.group}/${e.id}.md`)).toBe(toMarkdown(postmanGuide(e, { heading: true })));
      expect(files.get(`docs/${e.group}/${e.id}.md`)).toBe(readFileSync(join(projectRoot, 'docs', 'guides', guidePath(e)), 'utf8'));
    }
  });

  it('plugin build memancarkan berkasnya dan server portal menyajikannya', async () => {
    const emitted: { fileName: string; source: string }[] = [];
    const plugin = agentDocsPlugin();
    (plugin.generateBundle as (this: unknown) => void).call({ emitFile: (f: { fileName: string; source: string }) => emitted.push(f) });
    expect(emitted.map((f) => f.fileName).sort()).toEqual([...files.keys()].sort());
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Portal API</title>');
    for (const f of emitted) {
      mkdirSync(dirname(join(dist, f.fileName)), { recursive: true });
      writeFileSync(join(dist, f.fileName), f.source);
    }
    const app = await portalServer({ distDir: dist, demo: { apikey: 'k', token: 't' } });
    const llms = await app.inject({ method: 'GET', url: '/llms.txt' });
    expect(llms.statusCode).toBe(200);
    expect(llms.headers['content-type']).toMatch(/^text\/plain/);
    expect(llms.body).toBe(files.get('llms.txt'));
    const page = await app.inject({ method: 'GET', url: '/docs/cuaca/cuaca.md' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(files.get('docs/cuaca/cuaca.md'));
    await app.close();
  });
});
