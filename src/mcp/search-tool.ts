import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import type { Catalog } from '../catalog/types.ts';
import { searchDocuments } from '../search/search-documents.ts';
import { createEntrySearch } from '../search/search-index.ts';
import { docResourceUri } from './doc-resources.ts';

/** Named apart from every entry id, which are single words or kebab-case nouns of the catalog. */
export const searchToolName = 'cari-endpoint';

export const searchMessages = {
  emptyQuery: 'Kata kunci pencarian tidak boleh kosong.',
  // The portal's search says the same when nothing matches.
  noResult: 'Tidak ada endpoint yang cocok.',
} as const;

export interface SearchTool {
  tool: Tool;
  call: (args: Record<string, unknown>) => CallToolResult;
}

/**
 * The portal's own search (the same documents and MiniSearch index as the search box: typo
 * tolerant, every word must match) as a tool: each hit names the tool to call and its guide.
 */
export function createSearchTool(catalog: Catalog): SearchTool {
  const search = createEntrySearch(searchDocuments(catalog));
  const tryable = new Set(catalog.groups.flatMap((g) => g.entries).filter((e) => e.tryable).map((e) => `${e.group}/${e.id}`));
  return {
    tool: {
      name: searchToolName,
      title: 'Cari endpoint',
      description: 'Cari endpoint Portal API dengan kata kunci (judul, ringkasan, path, nama input). Hasilnya menyebut tool yang bisa dipanggil dan panduan Markdown-nya (resource portal://docs/...).',
      inputSchema: {
        type: 'object',
        properties: { query: { type: 'string', minLength: 1, title: 'Kata kunci', description: 'Misalnya: cuaca, qr code, gambar.' } },
        required: ['query'],
      },
    },
    call(args) {
      const query = typeof args.query === 'string' ? args.query.trim() : '';
      if (!query) return { isError: true, content: [{ type: 'text', text: searchMessages.emptyQuery }] };
      const hits = search.search(query).map((doc) => ({
        tool: tryable.has(doc.id) ? doc.entryId : null,
        title: doc.title,
        summary: doc.summary,
        group: doc.groupLabel,
        method: doc.method,
        path: doc.path,
        guide: docResourceUri({ group: doc.group, id: doc.entryId }),
      }));
      if (hits.length === 0) return { content: [{ type: 'text', text: searchMessages.noResult }] };
      return { content: [{ type: 'text', text: JSON.stringify(hits, null, 2) }] };
    },
  };
}
