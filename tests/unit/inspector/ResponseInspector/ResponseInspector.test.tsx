// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResponseInspector } from '../../../../src/inspector/ResponseInspector/index.ts';
import type { ResponseMeta } from '../../../../src/engine/response-meta.ts';
import { sendRequest } from '../../../../src/engine/index.ts';
import { renderWithProviders } from '../../../helpers/render.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('detail respons', () => {
  it('pengirim mengukur status, header, ukuran dan waktu tanpa mengubah jawabannya', async () => {
    const body = JSON.stringify({ status: true, data: { kota: 'Bandung' } });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(body, { status: 200, statusText: 'OK', headers: { 'content-type': 'application/json; charset=utf-8', 'x-ratelimit': '49' } })));
    let meta: ResponseMeta | null = null;
    const answer = await sendRequest({ method: 'GET', url: '/api/x', headers: {} }, 'gagal', { onMeta: (m) => (meta = m) });
    expect(answer).toMatchObject({ ok: true, status: 200, as: 'json', data: { status: true, data: { kota: 'Bandung' } } });
    expect(meta).toMatchObject({ status: 200, contentType: 'application/json', size: new TextEncoder().encode(body).length });
    expect(meta!.headers).toContainEqual(['x-ratelimit', '49']);
    expect(meta!.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('jawaban 204 tanpa body tetap terbaca', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 204 })));
    let meta: ResponseMeta | null = null;
    await sendRequest({ method: 'DELETE', url: '/api/x', headers: {} }, 'gagal', { onMeta: (m) => (meta = m) });
    expect(meta).toMatchObject({ status: 204, size: 0 });
  });

  it('menampilkan status, waktu, ukuran, tipe; header di balik tombol; JSON bisa disalin', async () => {
    const user = userEvent.setup();
    const meta: ResponseMeta = { status: 404, statusText: 'Not Found', contentType: 'application/json', headers: [['x-request-id', 'abc']], size: 2048, durationMs: 120.4 };
    renderWithProviders(<ResponseInspector meta={meta} json={{ status: false, message: 'Tidak ada' }} fileStem="qrcode" />);
    expect(screen.getByTestId('inspector-status')).toHaveTextContent('HTTP 404 Not Found');
    expect(screen.getByText('Waktu: 120 ms')).toBeInTheDocument();
    expect(screen.getByText('Ukuran: 2 KB')).toBeInTheDocument();
    expect(screen.getByText('Tipe: application/json')).toBeInTheDocument();
    expect(screen.queryByText('x-request-id')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Tampilkan header respons' }));
    expect(screen.getByText('x-request-id')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salin JSON' }));
    expect(JSON.parse(await navigator.clipboard.readText())).toEqual({ status: false, message: 'Tidak ada' });
    expect(screen.getByRole('button', { name: 'Simpan JSON' })).toBeInTheDocument();
  });
});
