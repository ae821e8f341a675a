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

const notice = 'API bawaan tidak menghitung jawaban entri ini; ini contoh jawaban tersimpan, bukan hasil dari input Anda.';

describe('Pemberitahuan jawaban contoh', () => {
  it('jawaban dari contoh menyatakan dengan jelas bahwa ia contoh, mengapa (X-Portal-Notice), dan contoh yang mana', async () => {
    const answer = await answerFrom({ 'x-portal-example': encodeURIComponent('Foto papan pengumuman'), 'x-portal-notice': encodeURIComponent(notice) });
    expect(answer.example).toBe('Foto papan pengumuman');
    expect(answer.notice).toBe(notice);
    renderWithProviders(<ResultView entry={entry} answer={answer} inputs={{}} />);
    await waitFor(() => expect(screen.getByText('Jawaban contoh, bukan hasil sebenarnya')).toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent(notice);
    expect(screen.getByText('Contoh: Foto papan pengumuman')).toBeInTheDocument();
  });

  it('tanpa kalimat dari server, tetap dikatakan bahwa jawaban ini contoh tersimpan', async () => {
    const answer = await answerFrom({ 'x-portal-example': encodeURIComponent('Foto papan pengumuman') });
    renderWithProviders(<ResultView entry={entry} answer={answer} inputs={{}} />);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Jawaban ini diambil dari contoh tersimpan, bukan dihitung dari input Anda.'));
  });

  it('jawaban yang dihitung tidak berpemberitahuan', async () => {
    const answer = await answerFrom({});
    renderWithProviders(<ResultView entry={entry} answer={answer} inputs={{}} />);
    await waitFor(() => expect(screen.getByText('Halo')).toBeInTheDocument());
    expect(screen.queryByText('Jawaban contoh, bukan hasil sebenarnya')).toBeNull();
    expect(answer.notice).toBeUndefined();
  });
});
