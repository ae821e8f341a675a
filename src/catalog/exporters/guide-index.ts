import type { Catalog } from '../types.ts';
import { code, table } from './markdown.ts';
import { docFiles, guidePath, tagLabel } from './names.ts';

/** The index page of the guides: every group with an entry, each entry linked to its guide. */
export function guideIndex(catalog: Catalog): string {
  const sections = catalog.groups
    .filter((g) => g.entries.length > 0)
    .map((g) =>
      [
        `## ${g.title}`,
        '',
        ...(g.description ? [g.description, ''] : []),
        table(
          ['Fitur', 'Method', 'Path', 'Jenis'],
          g.entries.map((e) => [`[${e.title}](${guidePath(e)})`, e.method, code(`/api/proxy${e.path}`), tagLabel[e.tag] + (e.tryable ? '' : ' (hanya dokumentasi)')]),
        ),
      ].join('\n'),
    );
  return [
    '# Panduan Postman Portal API',
    '',
    'Satu panduan per fitur: cara memanggilnya di Postman langkah demi langkah, contoh jawaban, dan pesan kesalahannya.',
    '',
    `Impor koleksi ${code(`docs/${docFiles.collection}`)} dan environment ${code(`docs/${docFiles.environment}`)} ke Postman, lalu isi variabel ${code('baseUrl')} (alamat portal) dan ${code('apikey')} (API key Anda). Dokumen OpenAPI 3.1 ada di ${code(`docs/${docFiles.openapi}`)}.`,
    '',
    `**Internal**: diproses di server penyedia sendiri. **3rd Party**: diambil dari atau diproses oleh layanan luar.`,
    '',
    sections.join('\n\n'),
    '',
  ].join('\n');
}
