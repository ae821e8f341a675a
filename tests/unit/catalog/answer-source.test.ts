import { describe, expect, it } from 'vitest';
import { answerSource, answerSourceText } from '../../../src/catalog/answer-source.ts';
import { agentDocsFiles } from '../../../src/catalog/exporters/llms.ts';
import { catalogDir, loadCatalog } from '../../../src/catalog/loader.ts';
import { projectRoot } from '../../helpers/embedded-api.ts';

const { catalog } = loadCatalog(catalogDir(projectRoot));
const entry = (id: string) => catalog.groups.flatMap((g) => g.entries).find((e) => e.id === id)!;
const files = new Map(agentDocsFiles(catalog));

describe('Sumber jawaban: dari entri, sekali, untuk semua dokumen', () => {
  it('handler → dihitung; source → penyedia; selain itu contoh tersimpan', () => {
    expect(answerSource(entry('qrcode'))).toEqual({ kind: 'computed' });
    expect(answerSource(entry('cuaca'))).toEqual({ kind: 'provider', provider: 'open-meteo', label: 'Open-Meteo (open-meteo.com)' });
    expect(answerSource(entry('gempa'))).toEqual({ kind: 'provider', provider: 'bmkg-gempa', label: 'BMKG (data.bmkg.go.id)' });
    expect(answerSource({ examples: [{ request: {}, response: { json: {} } }] })).toEqual({ kind: 'example' });
    expect(answerSourceText({ examples: [] })).toBe('belum tersedia di API bawaan.');
  });

  it('halaman Markdown entri dan llms.txt menyebutkan sumbernya dalam satu baris', () => {
    const line = '**Sumber jawaban:** Open-Meteo (open-meteo.com); bila tidak dapat dihubungi, contoh jawaban tersimpan beserta pemberitahuannya.';
    expect(files.get('docs/cuaca/cuaca.md')).toContain(`- ${line}\n`);
    expect(files.get('docs/tools/qrcode.md')).toContain('- **Sumber jawaban:** dihitung oleh portal dari input Anda.\n');
    expect(files.get('llms.txt')).toContain('Sumber jawaban: BMKG (data.bmkg.go.id);');
  });
});
