import { pathParams } from '../../../catalog/request-plan.ts';
import type { CatalogEntry } from '../../../catalog/types.ts';
import type { LoadedEntry } from '../../../engine/index.ts';

/** The widget that shows one result in full; the sibling entry answering with it is the detail call. */
export const detailWidget = 'pddikti-detail';

export interface DetailLink {
  entry: CatalogEntry;
  /** The input that carries a result's id (the detail path's parameter). */
  input: string;
}

/** Finds the detail entry of the group by the widget it answers with, not by its id. */
export function findDetailLink(entries: LoadedEntry[]): DetailLink | null {
  const found = entries.find((e) => e.entry.response.widget === detailWidget)?.entry;
  if (!found) return null;
  const fromPath = pathParams(found.path)[0];
  const input = fromPath ?? found.schema.required?.[0] ?? Object.keys(found.schema.properties ?? {})[0];
  return input ? { entry: found, input } : null;
}
