import type { FastifyRequest } from 'fastify';
import { entryUrlPath } from '../../catalog/request-plan.ts';
import type { CatalogEntry } from '../../catalog/types.ts';
import { apikeyOf } from '../accounts/index.ts';
import type { CallOwners } from '../request-log/index.ts';
import type { UpstreamKeysRepository } from '../store/index.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `/tools/{id}` → a pattern of the forwarded path (`/api/proxy/tools/<one segment>`). */
function pathPattern(entry: Pick<CatalogEntry, 'path'>): RegExp {
  const parts = entryUrlPath(entry).split(/\{[^}/]+\}/);
  return new RegExp(`^${parts.map(escape).join('[^/]+')}$`);
}

/**
 * Entries by method and path, the literal paths first so `/maker/brat` beats `/maker/{name}`;
 * the catalog is read on the first call named, not at start.
 */
export function entryMatcher(entries: () => readonly Pick<CatalogEntry, 'id' | 'method' | 'path'>[]): CallOwners['entryOf'] {
  let routes: { id: string; method: string; pattern: RegExp; literal: boolean }[] | undefined;
  return (method, path) => {
    routes ??= entries()
      .map((entry) => ({ id: entry.id, method: entry.method, pattern: pathPattern(entry), literal: !entry.path.includes('{') }))
      .sort((a, b) => Number(b.literal) - Number(a.literal));
    return routes.find((route) => route.method === method && route.pattern.test(path))?.id ?? null;
  };
}

/** Keys already owned, kept in memory so a busy key asks the store once (bounded: cleared when full). */
export function cachedOwners(
  keys: { ownerOf(apikey: string): Promise<string>; knownOwner(apikey: string): Promise<string | undefined> },
  max = 10_000,
): { ownerOf(apikey: string): Promise<string>; knownOwnerOf(apikey: string): Promise<string | undefined> } {
  const known = new Map<string, string>();
  const remember = (apikey: string, id: string) => {
    if (known.size >= max) known.clear();
    known.set(apikey, id);
    return id;
  };
  return {
    ownerOf: async (apikey) => known.get(apikey) ?? remember(apikey, await keys.ownerOf(apikey)),
    knownOwnerOf: async (apikey) => {
      const id = known.get(apikey) ?? (await keys.knownOwner(apikey));
      return id && remember(apikey, id);
    },
  };
}

/** A call of the API: under `/api/proxy/`, the profile excepted (as the embedded API neither counts nor logs it). */
export function upstreamKeyOf(request: FastifyRequest): string {
  const path = request.url.split('?')[0];
  if (!path.startsWith('/api/proxy/') || path === '/api/proxy/profile') return '';
  return apikeyOf(request);
}

/**
 * Upstream mode's answer to the request log: a forwarded call of the API is logged under its
 * key's own log account (the upstream knows whose key it is; the portal does not).
 */
export function upstreamOwners(keys: Pick<UpstreamKeysRepository, 'ownerOf' | 'knownOwner'>, entries: () => readonly Pick<CatalogEntry, 'id' | 'method' | 'path'>[]): CallOwners {
  const owners = cachedOwners(keys);
  return {
    keyOf: upstreamKeyOf,
    ownerOf: (apikey, vouched) => (vouched ? owners.ownerOf(apikey) : owners.knownOwnerOf(apikey)),
    entryOf: entryMatcher(entries),
  };
}
