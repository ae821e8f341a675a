// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadGroup } from 'virtual:portal-catalog';
import { whenValidatorReady } from '../../../../src/engine/index.ts';
import { TryPanel } from '../../../../src/panels/TryPanel/index.ts';
import { renderWithProviders } from '../../../helpers/render.tsx';

async function entry(id: string) {
  const loaded = (await loadGroup('2fa')).entries.find((e: { entry: { id: string } }) => e.entry.id === id);
  if (!loaded) throw new Error(`no entry ${id}`);
  await whenValidatorReady(loaded.validator);
  return loaded;
}

const jsonAnswer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

async function fillVerify(userId: string, token: string) {
  const user = userEvent.setup();
  await user.click(screen.getByLabelText(/User ID/));
  await user.paste(userId);
  await user.click(screen.getByLabelText(/Token/));
  await user.paste(token);
  await user.click(screen.getByRole('button', { name: 'Verifikasi' }));
}

describe('2FA di panel Coba', () => {
  it('verifikasi mengirim userId dan token sebagai JSON dan menampilkan seluruh isi jawaban', async () => {
    const body = { status: true, message: 'Verifikasi 2FA berhasil.', userId: 'budi', verified: true };
    const fetch = vi.fn().mockResolvedValue(jsonAnswer(body));
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<TryPanel loaded={await entry('2fa-verify')} getApiKey={() => 'KEY'} />);
    await fillVerify('budi', '123456');
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/proxy/tools/2fa/verify?apikey=KEY');
    expect(JSON.parse(init.body as string)).toEqual({ userId: 'budi', token: '123456' });
    expect(await screen.findByText(/"verified": true/)).toBeInTheDocument();
  });

  it('gagal: Verifikasi gagal. dan isi jawaban tetap tampil', async () => {
    const body = { status: false, message: 'Verifikasi gagal.', userId: 'budi', verified: false, reason: 'Token tidak valid atau sudah kedaluwarsa.' };
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonAnswer(body, 400)));
    renderWithProviders(<TryPanel loaded={await entry('2fa-verify')} getApiKey={() => 'KEY'} />);
    await fillVerify('budi', '000000');
    expect((await screen.findAllByText('Verifikasi gagal.')).length).toBeGreaterThan(0);
    expect(screen.getByText(/"reason": "Token tidak valid atau sudah kedaluwarsa."/)).toBeInTheDocument();
  });

  it('token bukan 6 digit ditolak tanpa request; kosong memakai pesan spesifikasi', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<TryPanel loaded={await entry('2fa-verify')} getApiKey={() => 'KEY'} />);
    await fillVerify('budi', '12a4');
    expect(await screen.findByText('Token harus berupa 6 digit angka.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/Token/));
    await userEvent.click(screen.getByRole('button', { name: 'Verifikasi' }));
    expect(await screen.findByText('User ID dan Token tidak boleh kosong.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('token yang lalu ditolak pemeriksaan form menghapus hasil sebelumnya: tidak ada lagi Verifikasi berhasil', async () => {
    const body = { status: true, message: 'Verifikasi 2FA berhasil.', userId: 'budi', verified: true };
    const fetch = vi.fn().mockResolvedValue(jsonAnswer(body));
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<TryPanel loaded={await entry('2fa-verify')} getApiKey={() => 'KEY'} />);
    await fillVerify('budi', '123456');
    expect(await screen.findByText('Verifikasi berhasil')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(/Token/));
    await user.paste('12ab');
    await user.click(screen.getByRole('button', { name: 'Verifikasi' }));
    expect(await screen.findByText('Token harus berupa 6 digit angka.')).toBeInTheDocument();
    expect(screen.queryByText('Verifikasi berhasil')).toBeNull();
    expect(screen.queryByText(/"verified": true/)).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('generate tanpa User ID menampilkan pesan spesifikasi', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<TryPanel loaded={await entry('2fa-generate')} getApiKey={() => 'KEY'} />);
    await userEvent.click(screen.getByRole('button', { name: 'Buat Kode 2FA' }));
    expect(await screen.findByText('User ID tidak boleh kosong.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
