// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { code, codeBlock, heading, link, paragraph, strong, table, text } from '../../../../src/catalog/exporters/doc-blocks.ts';
import { DocBlocksView } from '../../../../src/panels/EntryDoc/DocBlocksView.tsx';
import { renderWithProviders } from '../../../helpers/render.tsx';

describe('tampilan blok panduan', () => {
  it('menampilkan blok apa adanya: judul bertingkat, langkah bernomor, kode dan pipa di sel tabel', () => {
    renderWithProviders(
      <DocBlocksView
        headingOffset={2}
        blocks={[
          heading(2, 'Langkah di Postman'),
          {
            kind: 'steps',
            steps: [
              [paragraph(text`Pilih method ${strong('POST')}.`)],
              [paragraph(text`Isi URL: ${code('{{baseUrl}}/api/proxy/a')}.`), table(['Key', 'Keterangan'], [['teks', text`Pola: ${code('^a|b$')}`]])],
            ],
          },
          codeBlock('json', '{ "a": 1 }'),
          paragraph([link('Panduan lain', '/docs/a/b.md')]),
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 4, name: 'Langkah di Postman' })).toBeInTheDocument();
    expect(screen.getByText('POST').tagName).toBe('STRONG');
    expect(screen.getByText(/Isi URL:/)).toHaveTextContent('2. Isi URL: {{baseUrl}}/api/proxy/a.');
    const cell = within(screen.getByRole('table')).getByText('^a|b$');
    expect(cell.tagName).toBe('CODE');
    expect(screen.getByText('{ "a": 1 }')).toHaveAttribute('data-language', 'json');
    expect(screen.getByRole('link', { name: 'Panduan lain' })).toHaveAttribute('href', '/docs/a/b.md');
  });
});
