/**
 * `npm run catalog:diff -- <git-ref>`: what changed in the API between the catalog of a git ref
 * (a tag, a branch, a commit) and the working tree, classified (breaking, non-breaking,
 * documentation) and said in Indonesian per entry and input. Both catalogs are exported with this
 * checkout's exporter, so only the catalog's own changes show. Exits 0 whatever it finds.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogDir, loadCatalog } from '../src/catalog/loader.ts';
import { openApiDocument } from '../src/catalog/exporters/openapi.ts';
import { classifyChanges } from '../src/catalog/changes/classify.ts';
import { kindLabels } from '../src/catalog/changes/kinds.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const ref = process.argv[2];
if (!ref) {
  console.error('Pakai: npm run catalog:diff -- <git-ref>   (misalnya v1.0.0, main, HEAD~3)');
  process.exit(2);
}

const temp = mkdtempSync(join(tmpdir(), 'catalog-diff-'));
try {
  // The ref's catalog folder, as files, without touching the working tree.
  const archive = execFileSync('git', ['archive', ref, 'catalog'], { cwd: root, maxBuffer: 256 * 1024 * 1024 });
  execFileSync('tar', ['-x', '-C', temp], { input: archive });
  const before = loadCatalog(join(temp, 'catalog'));
  const after = loadCatalog(catalogDir(root));
  for (const [name, loaded] of [[ref, before], ['pohon kerja', after]] as const) {
    if (loaded.problems.length > 0) console.error(`Katalog ${name} punya ${loaded.problems.length} masalah; perbandingan memakai bagian yang terbaca.`);
  }
  const changes = classifyChanges(openApiDocument(before.catalog, { version: '0' }), openApiDocument(after.catalog, { version: '0' }));
  if (changes.length === 0) console.log(`Tidak ada perubahan API sejak ${ref}.`);
  // Node 20 has no Map.groupBy.
  const byOperation = new Map<string, typeof changes>();
  for (const c of changes) {
    const key = `${c.operation}${c.entry ? ` (${c.group}/${c.entry})` : ''}`;
    byOperation.set(key, [...(byOperation.get(key) ?? []), c]);
  }
  for (const [operation, list] of byOperation) {
    console.log(operation);
    for (const c of list) console.log(`  [${kindLabels[c.kind]}] ${c.message}`);
  }
  const count = (kind: keyof typeof kindLabels) => changes.filter((c) => c.kind === kind).length;
  if (changes.length > 0) console.log(`\n${changes.length} perubahan sejak ${ref}: ${count('breaking')} merusak, ${count('non-breaking')} tidak merusak, ${count('documentation')} dokumentasi.`);
} finally {
  rmSync(temp, { recursive: true, force: true });
}
