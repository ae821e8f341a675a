import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import SwaggerParser from '@apidevtools/swagger-parser';
import { importOpenApi } from '../src/catalog/importer/openapi-import.ts';
import { writeImport } from '../src/catalog/importer/write.ts';
import { catalogDir } from '../src/catalog/loader.ts';
import { formatProblems } from '../src/catalog/problems.ts';

/**
 * `npm run catalog:import -- <openapi.yaml|json> [--group <name>] [--out <catalog folder>]`: one
 * catalog entry per operation of an OpenAPI 3.0/3.1 document (validated and dereferenced by
 * @apidevtools/swagger-parser); what the catalog cannot hold is listed, then the result is linted.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values, positionals } = parseArgs({ allowPositionals: true, options: { group: { type: 'string' }, out: { type: 'string' } } });
if (positionals.length !== 1) {
  console.error('Pemakaian: npm run catalog:import -- <openapi.yaml|json> [--group <nama>] [--out <folder katalog>]');
  process.exit(1);
}
const doc = await SwaggerParser.dereference(resolve(positionals[0]));
const result = importOpenApi(doc as Parameters<typeof importOpenApi>[0], { group: values.group });
const out = resolve(values.out ?? catalogDir(root));
const { written, skipped, problems } = writeImport(out, result);
for (const file of written) console.log(`ditulis: ${relative(process.cwd(), file)}`);
for (const line of [...skipped, ...result.unmapped]) console.log(`tidak dibawa: ${line}`);
if (problems.length > 0) {
  console.error(formatProblems(problems));
  console.error(`${problems.length} masalah: perbaiki entri di atas sebelum npm run catalog:lint.`);
  process.exit(1);
}
console.log(`${written.length} entri diimpor, lolos catalog:lint; ${skipped.length + result.unmapped.length} hal tidak dibawa (di atas).`);
