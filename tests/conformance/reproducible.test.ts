import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { catalogDir, loadCatalog } from '../../src/catalog/loader.ts';
import { projectRoot } from '../../src/server/app.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const docs = (...args: string[]) =>
  execFileSync(process.execPath, ['--import', 'tsx', join(projectRoot, 'scripts', 'docs.ts'), ...args], { cwd: projectRoot, stdio: 'pipe' });

/** Runs `npm run docs` (the script itself) into a fresh folder and reads back every file. */
function generate(into?: string): Map<string, Buffer> {
  const out = into ?? mkdtempSync(join(tmpdir(), 'portal-docs-'));
  dirs.push(out);
  docs('--out', out);
  const files = new Map<string, Buffer>();
  const walk = (dir: string) => {
    for (const item of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, item.name);
      if (item.isDirectory()) walk(path);
      else files.set(relative(out, path), readFileSync(path));
    }
  };
  walk(out);
  return files;
}

let first: Map<string, Buffer>;

describe('npm run docs', () => {
  it('menghasilkan byte yang sama persis bila dijalankan dua kali', () => {
    first = generate();
    const second = generate();
    expect([...second.keys()]).toEqual([...first.keys()]);
    for (const [path, bytes] of first) expect(second.get(path)?.equals(bytes), path).toBe(true);
  }, 60_000);

  it('menulis koleksi, environment, OpenAPI, Arazzo, indeks, satu panduan per entri dan per resep', () => {
    const files = first ?? generate();
    const { catalog } = loadCatalog(catalogDir(projectRoot));
    const guides = catalog.groups.flatMap((g) => g.entries.map((e) => `guides/${g.id}/${e.id}.md`));
    const recipeGuides = (catalog.recipes ?? []).map((r) => `guides/resep/${r.id}.md`);
    expect([...files.keys()].sort()).toEqual(
      ['openapi.json', 'CHANGELOG.md', 'changes/released-openapi.json', 'postman/files/dokumen.docx', 'postman/portal-api.postman_collection.json', 'postman/portal-api.postman_environment.json', 'guides/README.md', 'arazzo.yaml', ...guides, ...recipeGuides].sort(),
    );
    const collection = JSON.parse(files.get('postman/portal-api.postman_collection.json')!.toString()) as { info: { schema: string } };
    expect(collection.info.schema).toBe('https://schema.getpostman.com/json/collection/v2.1.0/collection.json');
  }, 60_000);

  it('--check lolos untuk dokumen terbaru dan gagal bila satu berkas usang', () => {
    const out = mkdtempSync(join(tmpdir(), 'portal-docs-'));
    generate(out);
    expect(() => docs('--out', out, '--check')).not.toThrow();
    appendFileSync(join(out, 'guides', 'README.md'), 'diubah tangan\n');
    expect(() => docs('--out', out, '--check')).toThrow(/usang: .*guides\/README\.md/);
  }, 60_000);
});
