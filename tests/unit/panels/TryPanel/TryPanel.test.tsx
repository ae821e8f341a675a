// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadGroup } from 'virtual:portal-catalog';
import { whenValidatorReady } from '../../../../src/engine/index.ts';
import { TryPanel } from '../../../../src/panels/TryPanel/index.ts';
import { renderWithProviders } from '../../../helpers/render.tsx';

async function entry(group: string, id: string) {
  const loaded = (await loadGroup(group)).entries.find((e: { entry: { id: string } }) => e.entry.id === id);
  if (!loaded) throw new Error(`no entry ${id}`);
  await whenValidatorReady(loaded.validator);
  return loaded;
}

afterEach(() => vi.unstubAllGlobals());

describe('TryPanel', () => {
  it('menampilkan pesan wajib QR dan tidak mengirim request', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<TryPanel loaded={await entry('tools', 'qrcode')} getApiKey={() => 'KEY'} />);
    await userEvent.click(screen.getByRole('button', { name: 'Buat QR Code' }));
    expect(await screen.findByText('URL atau teks tidak boleh kosong.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('mengirim request QR dengan apikey dan lebar dibatasi, lalu menampilkan gambar', async () => {
    const png = new Uint8Array([137, 80, 78, 71]);
    const fetch = vi.fn().mockResolvedValue(new Response(png, { status: 200, headers: { 'content-type': 'image/png' } }));
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:qr', revokeObjectURL: () => {} }));
    renderWithProviders(<TryPanel loaded={await entry('tools', 'qrcode')} getApiKey={() => 'KEY'} />);
    await userEvent.type(screen.getByLabelText(/URL atau teks/), 'https://example.com');
    const width = screen.getByLabelText(/Lebar/);
    await userEvent.clear(width);
    await userEvent.type(width, '5000');
    await userEvent.click(screen.getByRole('button', { name: 'Buat QR Code' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(url).toBe('/api/proxy/tools/qrcode?url=https%3A%2F%2Fexample.com&width=1000&ecl=M&apikey=KEY');
    expect(await screen.findByRole('link', { name: 'Unduh qrcode.png' })).toHaveAttribute('download', 'qrcode.png');
  });

  it('jawaban sukses yang bukan gambar untuk QR menampilkan \'Format respons dari server tidak valid.\'', async () => {
    const fetch = vi.fn().mockResolvedValue(new Response('{"status":true}', { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<TryPanel loaded={await entry('tools', 'qrcode')} getApiKey={() => 'KEY'} />);
    await userEvent.type(screen.getByLabelText(/URL atau teks/), 'https://example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Buat QR Code' }));
    expect((await screen.findAllByText('Format respons dari server tidak valid.')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: /Unduh/ })).toBeNull();
  });

  it('memilih ulang opsi yang sudah terpilih tidak mengosongkan pilihan', async () => {
    const fetch = vi.fn().mockResolvedValue(new Response(new Uint8Array([137, 80, 78, 71]), { status: 200, headers: { 'content-type': 'image/png' } }));
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:qr', revokeObjectURL: () => {} }));
    renderWithProviders(<TryPanel loaded={await entry('tools', 'qrcode')} getApiKey={() => 'KEY'} />);
    await userEvent.type(screen.getByLabelText(/URL atau teks/), 'https://example.com');
    const select = document.getElementById('coba_qrcode_ecl') as HTMLInputElement;
    expect(select.value).toBe('M');
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'M', hidden: true }));
    expect(select.value).toBe('M');
    await userEvent.click(screen.getByRole('button', { name: 'Buat QR Code' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(String(fetch.mock.calls[0][0])).toContain('ecl=M');
  });

  it('menampilkan pesan server saat gagal, selain pesan cadangan', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('{"status":false,"message":"Kota tidak ditemukan."}', { status: 404, headers: { 'content-type': 'application/json' } })));
    renderWithProviders(<TryPanel loaded={await entry('cuaca', 'cuaca')} getApiKey={() => 'KEY'} />);
    await userEvent.type(screen.getByLabelText(/Kota/), 'Atlantis');
    await userEvent.click(screen.getByRole('button', { name: 'Cek' }));
    expect((await screen.findAllByText('Kota tidak ditemukan.')).length).toBeGreaterThan(0);
  });

  it('menolak gambar di atas 5MB tanpa mengirim request', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<TryPanel loaded={await entry('uploader', 'upload')} getApiKey={() => 'KEY'} />);
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'besar.png', { type: 'image/png' });
    await userEvent.setup({ applyAccept: false }).upload(await screen.findByLabelText('Gambar', {}, { timeout: 5000 }), big);
    await userEvent.click(screen.getByRole('button', { name: 'Unggah' }));
    expect(await screen.findByText('Ukuran gambar maksimal adalah 5MB.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('tanpa API key menampilkan pesan spesifikasi', async () => {
    renderWithProviders(<TryPanel loaded={await entry('cuaca', 'cuaca')} getApiKey={() => null} />);
    await userEvent.type(screen.getByLabelText(/Kota/), 'Jakarta');
    await userEvent.click(screen.getByRole('button', { name: 'Cek' }));
    expect((await screen.findAllByText('API Key tidak ditemukan. Silakan logout dan login kembali.')).length).toBeGreaterThan(0);
  });
});
