import type { Catalog } from '../types.ts';
import { postmanGuide } from './guide.ts';
import { guidePath, tagLabel } from './names.ts';

/** Where an entry's Markdown page is served: `/docs/<group>/<id>.md`. */
export const agentDocPath = (entry: Parameters<typeof guidePath>[0]) => `docs/${guidePath(entry)}`;

/**
 * `/llms.txt` (llmstxt.org: a title, a summary, then one list per group linking each entry's
 * Markdown page) and the pages themselves, the same text as the entry's Postman guide.
 */
export function agentDocsFiles(catalog: Catalog): [string, string][] {
  const groups = catalog.groups.filter((g) => g.entries.length > 0);
  const index = [
    '# Portal API',
    '',
    '> REST API berbahasa Indonesia. Setiap panggilan membawa API key sebagai query `apikey`; setiap kesalahan dijawab `{ "status": false, "message": "..." }`. Satu halaman Markdown per endpoint: cara memanggil, input, contoh jawaban.',
    '',
    ...groups.flatMap((g) => [
      `## ${g.title}`,
      '',
      ...(g.description ? [g.description, ''] : []),
      ...g.entries.map((e) => `- [${e.title}](/${agentDocPath(e)}): ${e.method} /api/proxy${e.path}. ${e.summary} (${tagLabel[e.tag]}${e.tryable ? '' : ', hanya dokumentasi'})`),
      '',
    ]),
  ].join('\n');
  return [['llms.txt', index], ...groups.flatMap((g) => g.entries.map((e): [string, string] => [agentDocPath(e), postmanGuide(e, { heading: true })]))];
}
