import type { CatalogEntry, CatalogGroup } from '../types.ts';

/**
 * Entry fields the operation states in a standard field of its own: `operationId`, `summary`,
 * the path, the method, `x-portal-tag` and `x-portal-tryable`. Where an entry lives (group,
 * file) is the tag's business, not the entry's.
 */
const statedByOperation = new Set<string>(['id', 'title', 'method', 'path', 'tag', 'tryable', 'group', 'file']);
/** Group fields a tag states itself (`name`, `description`); the entries are the operations. */
const statedByTag = new Set<string>(['title', 'description', 'file', 'entries']);

const without = (value: object, stated: Set<string>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(value).filter(([key]) => !stated.has(key)));

/**
 * `x-portal-entry`: the catalog entry's keywords as written (input schema with its messages and
 * file rules, examples with their requests, answer view, handler, texts), every field but those
 * the operation already states. The standard parts of the operation say what the API does; this
 * lets `npm run catalog:import` give the same entry back, whatever fields the catalog grows.
 */
export const portalEntry = (entry: CatalogEntry): Record<string, unknown> => without(entry, statedByOperation);

/**
 * `x-portal-file`: the entry's file name when it is not `<id>.yaml`. Entries without an `order`
 * are listed by file name, so the import keeps the name to keep the order.
 */
export function portalFile(entry: Pick<CatalogEntry, 'id' | 'file'>): Record<string, string> {
  const name = entry.file.split('/').pop() ?? '';
  return name === '' || name === `${entry.id}.yaml` ? {} : { 'x-portal-file': name };
}

/** `x-portal-group`: the group's folder name and the fields a tag has no place for. */
export const portalGroup = (group: CatalogGroup): Record<string, unknown> => without(group, statedByTag);
