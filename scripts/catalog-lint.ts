import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogDir, loadCatalog } from '../src/catalog/loader.ts';
import { formatProblems, type CatalogProblem } from '../src/catalog/problems.ts';
import { loadRelease } from '../src/catalog/changes/release.ts';
import { versionProblems, type Changelog } from '../src/catalog/changes/changelog.ts';
import { openApiDocument } from '../src/catalog/exporters/openapi.ts';
import { changelogFile, releasedDocFile } from './docs-changes.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dir = catalogDir(root);
const { catalog, problems } = loadCatalog(dir);
const { release, problems: releaseProblems } = loadRelease(dir);
const all: CatalogProblem[] = [...problems, ...releaseProblems];

// A breaking change against the last release must come with a new major version.
if (problems.length === 0 && release) {
  const readJson = <T>(path: string): T | null => (existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : null);
  const changelog = readJson<Changelog>(join(dir, changelogFile));
  const released = readJson<unknown>(join(root, 'docs', releasedDocFile));
  for (const message of versionProblems(changelog, released, openApiDocument(catalog, { version: release.version }), release.version)) {
    all.push({ file: 'catalog/portal.yaml', line: release.line, col: 1, message });
  }
}

if (all.length > 0) {
  console.error(formatProblems(all));
  console.error(`\n${all.length} masalah di katalog.`);
  process.exit(1);
}
const entries = catalog.groups.reduce((n, g) => n + g.entries.length, 0);
console.log(`Katalog valid: ${catalog.groups.length} grup, ${entries} endpoint, ${catalog.recipes?.length ?? 0} resep, rilis ${release?.version}.`);
