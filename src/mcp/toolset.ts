import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import type { Catalog, CatalogEntry } from '../catalog/types.ts';
import type { InputValidator } from '../catalog/read-inputs.ts';
import { docResources, type DocResource } from './doc-resources.ts';
import { createSearchTool, type SearchTool } from './search-tool.ts';
import { entryTool, toolEntries } from './tools.ts';

/**
 * Everything an MCP server offers that depends on the catalog alone, built once per process: the
 * HTTP endpoint makes a new server for every request, and a schema compiled by ajv is cached by
 * the identity of the validator's schema, so it must outlive those servers.
 */
export interface PortalToolset {
  entries: ReadonlyMap<string, CatalogEntry>;
  validators: ReadonlyMap<string, InputValidator>;
  /** The entries' tools, then the search tool. */
  tools: Tool[];
  search: SearchTool;
  resources: ReadonlyMap<string, DocResource>;
}

/** `validatorFor` is the embedded API's (src/server/embedded/validate.ts): a tool's arguments are refused with the same words as a request. */
export function createPortalToolset(catalog: Catalog, validatorFor: (entry: CatalogEntry) => InputValidator): PortalToolset {
  const entries = new Map(toolEntries(catalog).map((entry) => [entry.id, entry]));
  const search = createSearchTool(catalog);
  return {
    entries,
    validators: new Map([...entries.values()].map((entry) => [entry.id, validatorFor(entry)])),
    tools: [...[...entries.values()].map(entryTool), search.tool],
    search,
    resources: new Map(docResources(catalog).map((resource) => [resource.uri, resource])),
  };
}
