import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { zipSync } from 'fflate';
import { docsFiles } from '../src/catalog/exporters/docs-files.ts';
import { editorSchemaFiles } from '../src/catalog/editor-schemas.ts';
import { catalogDir, loadCatalog } from '../src/catalog/loader.ts';
import { loadRelease } from '../src/catalog/changes/release.ts';
import { releaseFiles } from './docs-changes.ts';
import { withEnvironmentTable } from './environment-doc.ts';

/**
 * `npm run docs`: the Postman collection and environment, the OpenAPI 3.1 document and the
 * Postman guides, from the catalog, into docs/ (or `--out <dir>`). Folders this script owns
 * (postman/, guides/) are rewritten whole so removed entries leave no stale file; other
 * folders under docs/ are left alone. `--check` writes nothing and fails when docs/ differs
 * from what the catalog gives (a catalog edit without `npm run docs`).
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { out: { type: 'string' }, check: { type: 'boolean' } } });
const out = resolve(values.out ?? join(root, 'docs'));

const { catalog, problems } = loadCatalog(catalogDir(root));
if (problems.length > 0) {
  for (const p of problems) console.error(`${p.file}:${p.line}:${p.col} ${p.message}`);
  console.error(`Katalog tidak valid (${problems.length} masalah); dokumen tidak dibuat.`);
  process.exit(1);
}

const { release, problems: releaseProblems } = loadRelease(catalogDir(root));
if (!release) {
  for (const p of releaseProblems) console.error(`${p.file}:${p.line}:${p.col} ${p.message}`);
  process.exit(1);
}
// The documents carry the API's release (catalog/portal.yaml), not the portal's own package version.
const { version } = release;
const releases = releaseFiles(root, catalogDir(root), catalog, version, new Date().toISOString().slice(0, 10));
const xml = (body: string) => new TextEncoder().encode(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${body}`);

/**
 * A small but valid Word document for the requests that upload one (document to PDF): the
 * fixtures hold none, and Newman needs a file to send. Fixed bytes, like everything here.
 */
function sampleDocx(): Buffer {
  const parts = {
    '[Content_Types].xml': xml(
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    '_rels/.rels': xml(
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    'word/document.xml': xml(
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Contoh dokumen Portal API untuk Postman.</w:t></w:r></w:p></w:body></w:document>',
    ),
  };
  return Buffer.from(zipSync(parts, { mtime: new Date('2024-01-01T00:00:00Z') }));
}

// Paths from the project folder, as Postman and Newman (working directory = project) find them.
const uploads = [
  ...readdirSync(join(root, 'public', 'fixtures')).sort().map((name) => `public/fixtures/${name}`),
  'docs/postman/files/dokumen.docx',
];
const files: [string, string | Buffer][] = [['postman/files/dokumen.docx', sampleDocx()], ...docsFiles(catalog, { version, files: uploads }), ...releases.docs];

// The catalog's meta-schemas for editors live next to the YAML they describe; the operator's page
// holds the table of environment variables (src/server/shell/environment.ts).
const operateDoc = join(root, 'docs', 'operate.md');
const editorFiles: [string, string][] = [
  ...editorSchemaFiles().map(([path, body]): [string, string] => [join(catalogDir(root), path), body]),
  [operateDoc, withEnvironmentTable(readFileSync(operateDoc, 'utf8'))],
  releases.changelog,
];

/** Every file under the owned folders, relative to `out`. */
function ownedOnDisk(): string[] {
  const found: string[] = [];
  const walk = (rel: string) => {
    for (const item of readdirSync(join(out, rel), { withFileTypes: true })) {
      const path = `${rel}/${item.name}`;
      if (item.isDirectory()) walk(path);
      else found.push(path);
    }
  };
  for (const owned of ['postman', 'guides']) if (existsSync(join(out, owned))) walk(owned);
  return found;
}

if (values.check) {
  const expected = new Set(files.map(([path]) => path));
  const stale = [
    ...files.filter(([path, body]) => !existsSync(join(out, path)) || !readFileSync(join(out, path)).equals(Buffer.from(body))).map(([path]) => path),
    ...ownedOnDisk().filter((path) => !expected.has(path)),
  ].map((path) => join(out, path));
  stale.push(...editorFiles.filter(([path, body]) => !existsSync(path) || readFileSync(path, 'utf8') !== body).map(([path]) => path));
  if (stale.length > 0) {
    for (const path of stale) console.error(`usang: ${path}`);
    console.error('Dokumen tidak sesuai katalog; jalankan npm run docs.');
    process.exit(1);
  }
  console.log(`${files.length} berkas sesuai katalog.`);
} else {
  for (const owned of ['postman', 'guides']) rmSync(join(out, owned), { recursive: true, force: true });
  for (const [path, body] of files) {
    const target = join(out, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, body);
  }
  for (const [path, body] of editorFiles) writeFileSync(path, body);
  console.log(`${files.length} berkas ditulis ke ${out}`);
}
