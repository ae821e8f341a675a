// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../../src/catalog/loader.ts';
import { ResultView } from '../../../../src/renderers/ResultView/index.ts';
import { classifyAnswer } from '../../../../src/engine/index.ts';
import { renderWithProviders } from '../../../helpers/render.tsx';

const entry = loadCatalog(join(__dirname, '..', '..', '..', '..', 'catalog')).catalog.groups.flatMap((g) => g.entries).find((e) => e.id === 'ocr')!;

async function answerFrom(headers: Record<string, string>) {
  const body = JSON.stringify({ status: true, text: 'Halo', message: 'Teks berhasil diekstrak.' });
  const answer = await classifyAnswer(new Response(body, { headers: { 'content-type': 'application/json', ...headers } }), entry.error);
  if (!answer.ok) throw new Error('expected a success');
  return answer;
}

describe('Lencana jawaban contoh', () => {
  it('jawaban dari contoh menampilkan "Jawaban contoh" dan nama contohnya', async () => {
    const answer = await answerFrom({ 'x-portal-example': encodeURIComponent('Foto papan pengumuman') });
    expect(answer.example).toBe('Foto papan pengumuman');
    renderWithProviders(<ResultView entry={entry} answer={answer} inputs={{}} />);
    await waitFor(() => expect(screen.getByText('Jawaban contoh')).toBeInTheDocument());
    expect(screen.getByText('Foto papan pengumuman')).toBeInTheDocument();
  });

  it('jawaban yang dihitung tidak berlencana', async () => {
    const answer = await answerFrom({});
    renderWithProviders(<ResultView entry={entry} answer={answer} inputs={{}} />);
    await waitFor(() => expect(screen.getByText('Halo')).toBeInTheDocument());
    expect(screen.queryByText('Jawaban contoh')).toBeNull();
  });
});
