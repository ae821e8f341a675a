import type { OpenAPIV3 } from 'openapi-types';
import { proxyPrefix } from '../request-plan.ts';
import { derefLocal, methods, type Doc, type Json, type Op } from './document.ts';
import { differenceFromExport, entryFromPortal, fileNameOf } from './portal-entry.ts';
import { tagOf } from './standard-answers.ts';
import { entryFromStandard } from './standard-entry.ts';

/** One catalog entry as it will be written, with the group it goes to. */
export interface ImportedEntry {
  group: string;
  groupTitle: string;
  entry: Record<string, unknown>;
  /** The file name inside the group folder; `<id>.yaml` when left out. */
  fileName?: string;
}

export interface ImportResult {
  entries: ImportedEntry[];
  /** `_group.yaml` fields of the groups the document describes (its tags' `x-portal-group`), by folder name. */
  groups: Record<string, Record<string, unknown>>;
  /** What has no place in the catalog, by operation: listed, never dropped silently. */
  unmapped: string[];
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'grup';

/** A catalog id or folder name: also what keeps a written file inside the catalog folder. */
const catalogName = /^[a-z0-9][a-z0-9-]*$/;

interface Group {
  id: string;
  title: string;
  /** The `_group.yaml` a portal document describes (its tag's `x-portal-group`). */
  def?: Record<string, unknown>;
}

/** The group of an operation's first tag: the folder and `_group.yaml` a portal document names, else one made from the tag. */
function groupOf(doc: Doc, op: Op): Group {
  const tag = op.tags?.[0];
  const described = (doc.tags ?? []).find((t) => t.name === tag) as (OpenAPIV3.TagObject & { 'x-portal-group'?: Json }) | undefined;
  const { id, ...rest } = described?.['x-portal-group'] ?? {};
  if (!described || typeof id !== 'string' || !catalogName.test(id)) {
    // Without the extension, the portal's guide line still names the folder (its reference page
    // `/docs/<group>/<id>`; documents exported before named `docs/guides/<group>/<id>.md`).
    const folder = /\n\nPanduan Postman: (?:\/docs|docs\/guides)\/([a-z0-9-]+)\//.exec(op.description ?? '')?.[1];
    return { id: folder ?? slug(tag ?? 'impor'), title: tag ?? 'Impor' };
  }
  return { id, title: described.name, def: { label: rest.label, title: described.name, ...rest, ...(described.description ? { description: described.description } : {}) } };
}

/**
 * An OpenAPI 3.0/3.1 document (already dereferenced) as catalog entries, one per operation. An
 * operation the portal exported carries its entry in `x-portal-entry`, which is taken as written;
 * any other is read from its standard parts (standard-entry.ts).
 */
export function importOpenApi(doc: Doc, options: { group?: string } = {}): ImportResult {
  const entries: ImportedEntry[] = [];
  const groups: ImportResult['groups'] = {};
  const unmapped: string[] = [];
  const ids = new Set<string>();
  const raw = doc as unknown as Json;
  const foreignSchemes = Object.entries(doc.components?.securitySchemes ?? {}).filter(([, s]) => !(s && 'in' in s && s.in === 'query' && s.name === 'apikey'));
  if (foreignSchemes.length > 0) unmapped.push(`components.securitySchemes: ${foreignSchemes.map(([n]) => n).join(', ')} (portal memakai query apikey)`);
  for (const key of ['webhooks', 'callbacks'] as const) if (raw[key]) unmapped.push(`${key}: tidak ada padanannya di katalog`);
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of methods) {
      const op = (item as Json | undefined)?.[method] as Op | undefined;
      // The portal's own account API is no catalog entry: the portal answers it itself.
      if (!op || op['x-portal-account-api']) continue;
      const where = `${method.toUpperCase()} ${path}`;
      // The portal's own documents put every catalog path under the proxy prefix.
      const catalogPath = path.startsWith(`${proxyPrefix}/`) ? path.slice(proxyPrefix.length) : path;
      const portal = Boolean(op['x-portal-entry']) && typeof op.operationId === 'string' && catalogName.test(op.operationId);
      // The group the document places it in (its guide link says so); `--group` only moves it.
      const source = groupOf(doc, op);
      const group = options.group ? { id: options.group, title: options.group } : source;
      if (source.def && !options.group) groups[source.id] ??= source.def;
      // Moved into one group, entries keep their sections: the group gets their headings.
      const sections = source.def?.sections as Record<string, string> | undefined;
      if (options.group && sections) {
        const into = (groups[options.group] ??= {});
        into.sections = { ...(into.sections as Record<string, string> | undefined), ...sections };
      }
      let id = portal ? String(op.operationId) : slug(op.operationId ?? `${method}-${path}`);
      while (ids.has(id)) id = `${id}-2`;
      ids.add(id);
      let entry: Record<string, unknown>;
      let fileName: string | undefined;
      if (portal) {
        fileName = fileNameOf(op as Json, id);
        const own = derefLocal(raw, op) as unknown as Json;
        entry = { ...entryFromPortal(own, method, catalogPath, tagOf(op['x-portal-tag'])), id };
        const difference = differenceFromExport(entry, source, method, path, own);
        if (difference) unmapped.push(`${where}: ${difference}`);
      } else {
        const params = ((item as OpenAPIV3.PathItemObject).parameters ?? []) as OpenAPIV3.ParameterObject[];
        entry = entryFromStandard(derefLocal(raw, op), method, derefLocal(raw, params), catalogPath, where, id, unmapped);
      }
      entries.push({ group: group.id, groupTitle: group.title, entry, ...(fileName ? { fileName } : {}) });
    }
  }
  return { entries, groups, unmapped };
}
