import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogDir } from '../src/catalog/loader.ts';
import { formatProblems } from '../src/catalog/problems.ts';
import { scaffoldEntry } from '../src/catalog/scaffold.ts';

/** `npm run new -- <group> <id>`: a linted starting entry in catalog/<group>/<id>.yaml. */
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [group, id] = process.argv.slice(2);
if (!group || !id) {
  console.error('Pemakaian: npm run new -- <grup> <id>');
  process.exit(1);
}
const result = scaffoldEntry(catalogDir(root), group, id);
if (!result.ok) {
  console.error(result.message);
  if (result.problems) console.error(formatProblems(result.problems));
  process.exit(1);
}
console.log(`Ditulis: ${relative(root, result.file)} (lolos catalog:lint). Ubah schema, response dan examples-nya, lalu jalankan npm run docs.`);
