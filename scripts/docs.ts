import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { docsFiles } from '../src/catalog/exporters/docs-files.ts';
import { catalogDir, loadCatalog } from '../src/catalog/loader.ts';

/**
 * `npm run docs`: the Postman collection and environment, the OpenAPI 3.1 document and the
 * Postman guides, from the catalog, into docs/ (or `--out <dir>`). Folders this script owns
 * (postman/, guides/) are rewritten whole so removed entries leave no stale file; other
 * folders under docs/ are left alone.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { out: { type: 'string' } } });
const out = resolve(values.out ?? join(root, 'docs'));

const { catalog, problems } = loadCatalog(catalogDir(root));
if (problems.length > 0) {
  for (const p of problems) console.error(`${p.file}:${p.line}:${p.col} ${p.message}`);
  console.error(`Katalog tidak valid (${problems.length} masalah); dokumen tidak dibuat.`);
  process.exit(1);
}

const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
const fixtures = readdirSync(join(root, 'public', 'fixtures')).sort();
const files = docsFiles(catalog, { version, fixtures });
for (const owned of ['postman', 'guides']) rmSync(join(out, owned), { recursive: true, force: true });
for (const [path, text] of files) {
  const target = join(out, path);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, text);
}
console.log(`${files.length} berkas ditulis ke ${out}`);
