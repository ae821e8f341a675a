import type { CatalogEntry } from '../catalog/types.ts';
import { splitInputs } from './inputs.ts';

/** Inputs travel as `in.<name>=<value>`: readable in the address bar, one parameter per input. */
export const sharePrefix = 'in.';

/** The deep link of an entry; `coba` opens its 'Coba' panel. */
export function entryPath(entry: Pick<CatalogEntry, 'group' | 'id'>): string {
  return `/dashboard/${encodeURIComponent(entry.group)}/${encodeURIComponent(entry.id)}`;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** The query of a link carrying the non-secret inputs: no API key, no token, no file. */
export function shareQuery(inputs: Record<string, unknown>): string {
  const query = new URLSearchParams({ coba: '1' });
  for (const [name, value] of Object.entries(splitInputs(inputs).values)) query.append(sharePrefix + name, asText(value));
  return query.toString();
}

/** The deep link of an entry with its current non-secret inputs. */
export function shareLink(origin: string, entry: Pick<CatalogEntry, 'group' | 'id'>, inputs: Record<string, unknown>): string {
  return `${origin}${entryPath(entry)}?${shareQuery(inputs)}`;
}
