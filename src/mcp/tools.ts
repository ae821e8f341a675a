import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import type { Catalog, CatalogEntry } from '../catalog/types.ts';
import { deprecationSentence } from '../catalog/deprecation.ts';
import { toolInputSchema } from './tool-schema.ts';

/** The entries a client can call: the tryable ones (documentation-only entries have no 'Coba' either). */
export function toolEntries(catalog: Catalog): CatalogEntry[] {
  return catalog.groups.flatMap((group) => group.entries).filter((entry) => entry.tryable);
}

/** One entry as an MCP tool: its id, its Indonesian title and summary (and its deprecation first), its inputs' JSON Schema. */
export function entryTool(entry: CatalogEntry): Tool {
  const retiring = entry.deprecated ? `[USANG] ${deprecationSentence(entry.deprecated)} ` : '';
  return {
    name: entry.id,
    title: entry.title,
    description: `${retiring}${entry.title}: ${entry.summary}`,
    inputSchema: toolInputSchema(entry) as Tool['inputSchema'],
  };
}
