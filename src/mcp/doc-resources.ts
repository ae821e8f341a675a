import type { Resource } from '@modelcontextprotocol/sdk/types.js';
import { agentDocsFiles } from '../catalog/exporters/llms.ts';
import { guidePath } from '../catalog/exporters/names.ts';
import type { Catalog } from '../catalog/types.ts';

/** One Markdown page for agents, as an MCP resource with its text. */
export interface DocResource extends Resource {
  text: string;
}

/** `portal://docs/<group>/<id>`: the entry's guide, the same text as `/docs/<group>/<id>.md`. */
export const docResourceUri = (entry: { group: string; id: string }): string => `portal://docs/${guidePath(entry).replace(/\.md$/, '')}`;

export const indexResourceUri = 'portal://docs/llms.txt';

/**
 * The agent documentation the build serves (`/llms.txt` and every entry's page, documentation-only
 * entries included), from the same writer, so an agent reads over MCP exactly what the portal serves.
 */
export function docResources(catalog: Catalog): DocResource[] {
  const pages = new Map(agentDocsFiles(catalog));
  const index: DocResource = {
    uri: indexResourceUri,
    name: 'llms.txt',
    title: 'Daftar isi Portal API',
    description: 'Setiap grup dan endpoint, dengan tautan ke panduannya.',
    mimeType: 'text/markdown',
    text: pages.get('llms.txt') ?? '',
  };
  const guides = catalog.groups.flatMap((group) =>
    group.entries.map(
      (entry): DocResource => ({
        uri: docResourceUri(entry),
        name: `${group.id}/${entry.id}`,
        title: `${entry.title} (${group.label})`,
        description: entry.summary,
        mimeType: 'text/markdown',
        text: pages.get(`docs/${guidePath(entry)}`) ?? '',
      }),
    ),
  );
  return [index, ...guides];
}
