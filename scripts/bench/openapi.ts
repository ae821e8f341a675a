import { loadCatalog } from '../../src/catalog/loader.ts';
import type { Catalog } from '../../src/catalog/types.ts';
import { minimalOpenApi } from './openapi-fallback.ts';

export interface ExportedDocument {
  document: Record<string, unknown>;
  /** Which exporter wrote it: the portal's own, or the bench's minimal one when that is missing. */
  exporter: 'src/catalog/exporters/openapi.ts' | 'scripts/bench/openapi-fallback.ts';
  catalog: Catalog;
}

type Exporter = (catalog: Catalog, options: { version: string }) => Record<string, unknown>;

/** The catalog in `dir` as an OpenAPI document, through the portal's exporter when it loads. */
export async function exportOpenApi(dir: string): Promise<ExportedDocument> {
  const { catalog, problems } = loadCatalog(dir);
  if (problems.length > 0) throw new Error(`katalog ${dir} tidak valid (${problems.length} masalah)`);
  try {
    const mod = (await import('../../src/catalog/exporters/openapi.ts')) as { openApiDocument?: Exporter };
    if (typeof mod.openApiDocument === 'function') {
      return { document: mod.openApiDocument(catalog, { version: '1.0.0' }), exporter: 'src/catalog/exporters/openapi.ts', catalog };
    }
  } catch (error) {
    console.warn(`Eksportir OpenAPI portal tidak bisa dipakai (${(error as Error).message}); memakai eksportir minimal bench.`);
  }
  return { document: minimalOpenApi(catalog), exporter: 'scripts/bench/openapi-fallback.ts', catalog };
}
