// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formThemePlugin } from '../../../scripts/vite-plugin-form-theme.ts';
import { Markdown } from '../../../src/form-theme/plain-markdown.tsx';

const resolve = formThemePlugin().resolveId as (source: string, importer?: string) => string | null;

describe("form 'Coba' tanpa pengurai markdown", () => {
  it('impor markdown-to-jsx dari RJSF diarahkan ke pengganti ringan; impor lain tidak', () => {
    expect(resolve('markdown-to-jsx/react', '/p/node_modules/@rjsf/core/lib/components/RichHelp.js')).toMatch(/src[\\/]form-theme[\\/]plain-markdown\.tsx$/);
    expect(resolve('markdown-to-jsx/react', '/p/src/panels/EntryDoc/Guide.tsx')).toBeNull();
    expect(resolve('react', '/p/node_modules/@rjsf/core/lib/index.js')).toBeNull();
  });

  it('kalimat RJSF tampil dengan tebal dan kode, tanpa tanda markdown', () => {
    const { container } = render(<Markdown data-testid="md">{'**foto.png** (image/png, 10 bytes) di `kota`'}</Markdown>);
    expect(container.textContent).toBe('foto.png (image/png, 10 bytes) di kota');
    expect(container.querySelector('strong')?.textContent).toBe('foto.png');
    expect(container.querySelector('code')?.textContent).toBe('kota');
    expect(container.querySelector('[data-testid="md"]')).not.toBeNull();
  });
});

describe('pengganti fast-uri untuk $ref RJSF', () => {
  it('fragmen dan path relatif diselesaikan terhadap $id, URL absolut dibiarkan', async () => {
    const { resolve, equal } = await import('../../../src/form-theme/uri-resolver.ts');
    expect(resolve('entry_qrcode', '#/definitions/warna')).toBe('entry_qrcode#/definitions/warna');
    expect(resolve('entry_qrcode#/a', '#/b')).toBe('entry_qrcode#/b');
    expect(resolve('https://contoh.id/skema/a.json', 'b.json#/x')).toBe('https://contoh.id/skema/b.json#/x');
    expect(resolve('skema/a.json', 'b.json')).toBe('skema/b.json');
    expect(resolve(undefined, '#/x')).toBe('#/x');
    expect(equal('entry_qrcode#', 'entry_qrcode')).toBe(true);
    expect(equal('entry_a', 'entry_b')).toBe(false);
  });
});
