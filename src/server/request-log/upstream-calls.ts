import type { FastifyRequest } from 'fastify';
import { entryUrlPath } from '../../catalog/request-plan.ts';
import type { CatalogEntry } from '../../catalog/types.ts';
import { apikeyOf } from '../accounts/index.ts';

/** What the log needs to know of the calls an upstream answers: whose key, which entry. */
export interface UpstreamCalls {
  /** The key of a call that counts as a use of the API (`/api/proxy/*` but the profile), else ''. */
  keyOf(request: FastifyRequest): string;
  /** The log's account of a key, made on its first call the upstream answered without refusing the key. */
  ownerOf(apikey: string): Promise<string>;
  /** The log's account of a key if it has one: a call the upstream did not answer makes none. */
  knownOwnerOf(apikey: string): Promise<string | undefined>;
  /** The catalog entry a forwarded call answers to, by method and path; null for another path. */
  entryOf(method: string, path: string): string | null;
}

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
export function entryMatcher(entries: () => readonly Pick<CatalogEntry, 'id' | 'method' | 'path'>[]): UpstreamCalls['entryOf'] {
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
): Pick<UpstreamCalls, 'ownerOf' | 'knownOwnerOf'> {
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
