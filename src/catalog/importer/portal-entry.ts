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
  const full = { body: 'none', tryable: true, examples: [], ...entry, group: group.id, file: '' } as unknown as CatalogEntry;
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

/** The entry an operation written by the portal carries, completed from the fields the operation states. */
export function entryFromPortal(op: Json, method: string, catalogPath: string, tag: EntryDef['tag']): Record<string, unknown> {
  const portal = op['x-portal-entry'] as Json;
  return {
    id: op.operationId,
    title: op.summary,
    summary: portal.summary,
    tag,
    method: method.toUpperCase(),
    path: catalogPath,
    ...(op['x-portal-tryable'] === false ? { tryable: false } : {}),
    ...portal,
  };
}
