import { describe, expect, it } from 'vitest';
import { answerContent } from '../../../src/mcp/answer-content.ts';
import { classifyAnswer } from '../../../src/engine/classify-answer.ts';

const entry = { id: 'contoh', response: { kind: 'image' as const } };
const notice = 'API bawaan tidak menghitung jawaban entri ini; ini contoh jawaban tersimpan, bukan hasil dari input Anda.';
const exampleHeaders = { 'x-portal-example': encodeURIComponent('Gambar contoh'), 'x-portal-notice': encodeURIComponent(notice) };

const answer = async (body: BodyInit, headers: Record<string, string>) => classifyAnswer(new Response(body, { headers }), 'Gagal.');

describe('MCP: jawaban contoh mengatakan dirinya contoh kepada agen', () => {
  it('gambar contoh: kalimat pemberitahuan lebih dulu, lalu gambarnya', async () => {
    const result = await answerContent(entry, await answer(new Uint8Array([0x89, 0x50]), { 'content-type': 'image/png', ...exampleHeaders }));
    expect(result.content[0]).toEqual({ type: 'text', text: notice });
    expect(result.content[1]).toMatchObject({ type: 'image', mimeType: 'image/png' });
  });

  it('JSON contoh yang sudah membawa notice tidak diulang; jawaban yang dihitung tanpa pemberitahuan', async () => {
    const example = await answerContent(entry, await answer(JSON.stringify({ status: true, notice }), { 'content-type': 'application/json', ...exampleHeaders }));
    expect(example.content).toHaveLength(1);
    expect(JSON.parse((example.content[0] as { text: string }).text).notice).toBe(notice);
    const computed = await answerContent(entry, await answer(new Uint8Array([0x89, 0x50]), { 'content-type': 'image/png' }));
    expect(computed.content).toHaveLength(1);
    expect(computed.content[0]).toMatchObject({ type: 'image' });
  });
});
