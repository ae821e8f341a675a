import type { Catalog } from '../types.ts';
import { code, heading, link, paragraph, text, type DocBlock } from './doc-blocks.ts';
import { postmanGuide } from './guide.ts';
import { toMarkdown } from './markdown.ts';
import { guidePath, tagLabel } from './names.ts';
import { answerSourceText } from '../answer-source.ts';

/** Where an entry's Markdown page is served: `/docs/<group>/<id>.md`. */
export const agentDocPath = (entry: Parameters<typeof guidePath>[0]) => `docs/${guidePath(entry)}`;

/** llmstxt.org's index: a title, a summary, then one list per group linking each entry's page. */
function llmsIndex(catalog: Catalog): DocBlock[] {
  return [
    heading(1, 'Portal API'),
    {
      kind: 'quote',
      text: text`REST API berbahasa Indonesia. Setiap panggilan membawa API key sebagai query ${code('apikey')}; setiap kesalahan dijawab ${code('{ "status": false, "message": "..." }')}. Satu halaman Markdown per endpoint: cara memanggil, input, contoh jawaban.`,
    },
    ...catalog.groups
      .filter((g) => g.entries.length > 0)
      .flatMap((g): DocBlock[] => [
        heading(2, g.title),
        ...(g.description ? [paragraph(g.description)] : []),
        {
          kind: 'list',
          items: g.entries.map((e) => [
            link(e.title, `/${agentDocPath(e)}`),
            `: ${e.method} /api/proxy${e.path}. ${e.summary} (${tagLabel[e.tag]}${e.tryable ? '' : ', hanya dokumentasi'}) Sumber jawaban: ${answerSourceText(e)}`,
          ]),
        },
      ]),
  ];
}

/** `/llms.txt` and the pages it links, each the same text as the entry's Postman guide. */
export function agentDocsFiles(catalog: Catalog): [string, string][] {
  const pages = catalog.groups.flatMap((g) => g.entries.map((e): [string, string] => [agentDocPath(e), toMarkdown(postmanGuide(e, { heading: true }))]));
  return [['llms.txt', toMarkdown(llmsIndex(catalog))], ...pages];
}
