import type { Catalog } from '../types.ts';
import { code, heading, link, paragraph, strong, table, text, type DocBlock } from './doc-blocks.ts';
import { downloadPaths } from './download-paths.ts';
import { guidePath, tagLabel } from './names.ts';
import { recipeIndex } from './recipe-guide.ts';

/** The index page of the guides: every group with an entry, each entry linked to its guide. */
export function guideIndex(catalog: Catalog): DocBlock[] {
  const sections = catalog.groups
    .filter((g) => g.entries.length > 0)
    .flatMap((g) => [
      heading(2, g.title),
      ...(g.description ? [paragraph(g.description)] : []),
      table(
        ['Fitur', 'Method', 'Path', 'Jenis'],
        g.entries.map((e) => [[link(e.title, guidePath(e))], e.method, [code(`/api/proxy${e.path}`)], tagLabel[e.tag] + (e.tryable ? '' : ' (hanya dokumentasi)')]),
      ),
    ]);
  return [
    heading(1, 'Panduan Postman Portal API'),
    paragraph('Satu panduan per fitur: cara memanggilnya di Postman langkah demi langkah, contoh jawaban, dan pesan kesalahannya.'),
    paragraph(
      text`Unduh koleksi ${link(downloadPaths.collection, downloadPaths.collection)} dan environment ${link(downloadPaths.environment, downloadPaths.environment)} dari portal, impor keduanya ke Postman, lalu isi variabel ${code('baseUrl')} (alamat portal) dan ${code('apikey')} (API key Anda). Dokumen OpenAPI 3.1 ada di ${link(downloadPaths.openapi, downloadPaths.openapi)} dan ${link(downloadPaths.openapiYaml, downloadPaths.openapiYaml)}.`,
    ),
    paragraph(text`${strong('Internal')}: diproses di server penyedia sendiri. ${strong('3rd Party')}: diambil dari atau diproses oleh layanan luar.`),
    ...sections,
    ...recipeIndex(catalog.recipes ?? []),
  ];
}
