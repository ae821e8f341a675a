import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogDir, loadCatalog } from '../src/catalog/loader.ts';
import { formatProblems } from '../src/catalog/problems.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { catalog, problems } = loadCatalog(catalogDir(root));
if (problems.length > 0) {
  console.error(formatProblems(problems));
  console.error(`\n${problems.length} masalah di katalog.`);
  process.exit(1);
}
const entries = catalog.groups.reduce((n, g) => n + g.entries.length, 0);
console.log(`Katalog valid: ${catalog.groups.length} grup, ${entries} endpoint, ${catalog.recipes?.length ?? 0} resep.`);
