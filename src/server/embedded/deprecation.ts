import type { FastifyReply } from 'fastify';
import { deprecationHeaders, isPastSunset, sunsetMessage, type ReplacementLink } from '../../catalog/deprecation.ts';
import { referencePath } from '../../catalog/reference.ts';
import type { Catalog, CatalogEntry } from '../../catalog/types.ts';
import { fail } from '../common/index.ts';

/** What a deprecated entry's route does before answering; `null` for an entry in good standing. */
export type DeprecationGate = ((reply: FastifyReply, now: Date) => FastifyReply | null) | null;


/**
 * A deprecated entry's answers carry `Deprecation`, `Sunset` and `Link` (RFC 9745, RFC 8594); from
 * its sunset on the gate answers 410 with the maintainers' note instead of the entry's answer.
 */
export function deprecationGate(entry: CatalogEntry, catalog: Catalog): DeprecationGate {
  const deprecated = entry.deprecated;
  if (!deprecated) return null;
  const target = deprecated.replacement ? catalog.groups.flatMap((g) => g.entries).find((e) => e.id === deprecated.replacement) : undefined;
  const replacement: ReplacementLink | undefined = target ? { href: referencePath(target), title: target.title } : undefined;
  const headers = deprecationHeaders(deprecated, referencePath(entry), replacement);
  return (reply, now) => {
    reply.headers(headers);
    return isPastSunset(deprecated, now) ? fail(reply, 410, sunsetMessage(deprecated, replacement)) : null;
  };
}
