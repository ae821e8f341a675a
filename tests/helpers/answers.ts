import { join } from 'node:path';
import { loadGroup } from 'virtual:portal-catalog';
import { whenValidatorReady } from '../../src/engine/index.ts';
import { loadCatalog } from '../../src/catalog/loader.ts';
import type { CatalogEntry } from '../../src/catalog/types.ts';
import type { LoadedEntry } from '../../src/engine/loaded-entry.ts';
import type { SuccessAnswer } from '../../src/renderers/types.ts';

/** An entry as the browser gets it: from its group's chunk, with its compiled validator. */
export async function loadedEntry(group: string, id: string): Promise<LoadedEntry> {
  const found = (await loadGroup(group)).entries.find((e: LoadedEntry) => e.entry.id === id);
  if (!found) throw new Error(`no entry ${id}`);
  await whenValidatorReady(found.validator);
  return found;
}

const { catalog } = loadCatalog(join(__dirname, '..', '..', 'catalog'));

/** An entry as the YAML declares it. */
export function catalogEntry(id: string): CatalogEntry {
  const found = catalog.groups.flatMap((g) => g.entries).find((e) => e.id === id);
  if (!found) throw new Error(`no entry ${id}`);
  return found;
}

/** A JSON answer as the engine hands it to a renderer. */
export const jsonAnswer = (data: unknown): SuccessAnswer => ({ ok: true, status: 200, as: 'json', data, blob: new Blob([JSON.stringify(data)]) });

/** A JSON response as the API sends it. */
export const jsonReply = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
