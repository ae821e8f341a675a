import { pathParams } from '../../../catalog/request-plan.ts';
import type { CatalogEntry } from '../../../catalog/types.ts';
import type { LoadedEntry } from '../../../engine/index.ts';

export interface DetailLink {
  entry: CatalogEntry;
  /** The input that carries a result's id (the detail path's parameter). */
  input: string;
}

/**
 * Finds the detail entry of the search's group by its shape, not by its id: the other tryable
 * entry whose path takes one parameter (`/pddikti-detail/{id}`), which is the input a result's id fills.
 */
export function findDetailLink(entries: LoadedEntry[], searchId: string): DetailLink | null {
  for (const { entry } of entries) {
    const params = pathParams(entry.path);
    if (entry.id !== searchId && entry.tryable && params.length === 1) return { entry, input: params[0] };
  }
  return null;
}
