import { isDeepStrictEqual } from 'node:util';
import { openApiDocument } from '../exporters/openapi.ts';
import type { Catalog, CatalogEntry, EntryDef } from '../types.ts';
import { derefLocal, type Json } from './document.ts';

/**
 * The first place where the operation differs from what the entry built from its
 * `x-portal-entry` exports, or undefined. An edit to the standard parts of a document the
 * portal wrote is not taken over (the extension wins); it is named so it is never lost silently.
 */
export function differenceFromExport(entry: Record<string, unknown>, group: { id: string; title: string }, method: string, path: string, op: Json): string | undefined {
  const file = `${group.id}/${fileNameOf(op, String(entry.id))}`;
  const full = { body: 'none', tryable: true, examples: [], ...entry, group: group.id, file } as unknown as CatalogEntry;
  const catalog: Catalog = { groups: [{ id: group.id, label: group.title, title: group.title, order: 0, status: 'active', file: '', entries: [full] }] };
  let exported: Json;
  try {
    const doc = openApiDocument(catalog, { version: '0' }) as Json;
    exported = derefLocal(doc, ((doc.paths as Record<string, Json>)[path] ?? {})[method] as Json);
  } catch (err) {
    return `x-portal-entry tidak dapat diekspor ulang (${(err as Error).message})`;
  }
  const keys = [...new Set([...Object.keys(op), ...Object.keys(exported ?? {})])].filter((k) => k !== 'tags' && k !== 'x-portal-entry');
  for (const key of keys) {
    const mine = JSON.parse(JSON.stringify(op[key] ?? null)) as unknown;
    if (!isDeepStrictEqual(mine, exported?.[key] ?? null)) return `'${key}' berbeda dari yang diekspor x-portal-entry; x-portal-entry yang dipakai`;
  }
  return undefined;
}

/** The file an entry goes to: the name the portal kept (`x-portal-file`), else `<id>.yaml`. */
export const fileNameOf = (op: Json, id: string): string => (typeof op['x-portal-file'] === 'string' && /^[\w.-]+\.yaml$/.test(op['x-portal-file']) ? op['x-portal-file'] : `${id}.yaml`);

/**
 * The entry an operation written by the portal carries, completed from the fields the operation
 * states. Fields the extension lists before `summary` (an `order`, say) lead, as in the file the
 * portal exported, so the entry's own key order, and the re-exported extension's, stay as they were.
 */
export function entryFromPortal(op: Json, method: string, catalogPath: string, tag: EntryDef['tag']): Record<string, unknown> {
  const portal = Object.entries(op['x-portal-entry'] as Json);
  const lead = Math.max(0, portal.findIndex(([key]) => key === 'summary'));
  return {
    id: op.operationId,
    ...Object.fromEntries(portal.slice(0, lead)),
    title: op.summary,
    ...Object.fromEntries(portal.slice(lead, lead + 1)),
    tag,
    method: method.toUpperCase(),
    path: catalogPath,
    ...(op['x-portal-tryable'] === false ? { tryable: false } : {}),
    ...Object.fromEntries(portal.slice(lead + 1)),
  };
}
