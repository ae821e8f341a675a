// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
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

const user = () => userEvent.setup({ applyAccept: false });
/** A form's file drop area, by its label: it renders once its lazily loaded field has arrived. */
const dropArea = (label: string) => screen.findByLabelText(label, {}, { timeout: 5000 });
const image = (name: string, size = 2048, type = 'image/png') => new File([new Uint8Array(size)], name, { type });
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

// The file fields are chunks of their own, fetched by the first form with a file input: loading
// them once here keeps each test's wait about the form, not about the first transform of Dropzone.
beforeAll(() => Promise.all([import('../../../../src/panels/fields/FileField.tsx'), import('../../../../src/panels/fields/FileListField.tsx')]));

beforeEach(() => {
  let n = 0;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => `blob:uji-${++n}`, revokeObjectURL: () => {} }));
});
afterEach(() => vi.unstubAllGlobals());

describe('kolom file', () => {
  it('gambar yang dipilih menampilkan pratinjau, ukuran dalam KB dan tombol Hapus', async () => {
    renderWithProviders(<TryPanel loaded={await entry('uploader', 'upload')} getApiKey={() => 'KEY'} />);
    await user().upload(await dropArea('Gambar'), image('foto.png', 3072));
    expect(screen.getByRole('img', { name: 'Pratinjau foto.png' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(screen.getByText('foto.png (3.0 KB)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hapus foto.png' }));
    expect(screen.queryByText('foto.png (3.0 KB)')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unggah' }));
    expect(await screen.findByText('Silakan pilih gambar terlebih dahulu.')).toBeInTheDocument();
  });

  it('Hapus mengosongkan file dan hasil sebelumnya; URL bisa disalin', async () => {
    const fetch = vi.fn().mockResolvedValue(json({ status: true, url: 'http://127.0.0.1/api/uploads/a.png', message: 'Gambar berhasil diunggah.' }));
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<TryPanel loaded={await entry('uploader', 'upload')} getApiKey={() => 'KEY'} />);
    await user().upload(await dropArea('Gambar'), image('foto.png'));
    await userEvent.click(screen.getByRole('button', { name: 'Unggah' }));
    expect(await screen.findByText('http://127.0.0.1/api/uploads/a.png')).toBeInTheDocument();
    const sent = (fetch.mock.calls[0] as [string, RequestInit])[1].body as FormData;
    expect((sent.get('image') as File).name).toBe('foto.png');
    await userEvent.click(screen.getByRole('button', { name: 'Hapus foto.png' }));
    expect(screen.queryByText('http://127.0.0.1/api/uploads/a.png')).not.toBeInTheDocument();
  });

  it('memilih file baru menghapus pesan galat sebelumnya', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json({ status: false, message: 'Gagal mendekode gambar QR.' }, 400)));
    renderWithProviders(<TryPanel loaded={await entry('tools', 'decode-qrcode')} getApiKey={() => 'KEY'} />);
    await user().upload(await dropArea('Gambar QR Code'), image('bukan-qr.png'));
    await userEvent.click(screen.getByRole('button', { name: 'Decode QR' }));
    expect(await screen.findByRole('alert', { name: 'Gagal' })).toHaveTextContent('Gagal mendekode gambar QR.');
    await user().upload(await dropArea('Gambar QR Code'), image('qr.png'));
    await waitFor(() => expect(screen.queryByRole('alert', { name: 'Gagal' })).not.toBeInTheDocument());
  });
});

describe('kolom banyak file (GIF)', () => {
  it('setiap file yang dilewati mendapat peringatan dengan alasannya', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<TryPanel loaded={await entry('tools', 'gif-generator')} getApiKey={() => 'KEY'} />);
    await user().upload(await dropArea('Gambar'), [
      image('animasi.gif', 100, 'image/gif'),
      image('besar.png', 6 * 1024 * 1024),
      image('satu.png'),
    ]);
    expect(screen.getByText('animasi.gif dilewati: File yang dipilih bukan gambar.')).toBeInTheDocument();
    expect(screen.getByText('besar.png dilewati: Ukuran gambar maksimal adalah 5MB.')).toBeInTheDocument();
    expect(screen.getByText('satu.png (2.0 KB)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Buat GIF' }));
    expect(await screen.findByText('Minimal 2 gambar diperlukan untuk membuat GIF.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('lebih dari 15 gambar: 15 disimpan, sisanya dilewati, lalu semua 15 dikirim', async () => {
    const gif = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]);
    const fetch = vi.fn().mockResolvedValue(new Response(gif, { headers: { 'content-type': 'image/gif' } }));
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<TryPanel loaded={await entry('tools', 'gif-generator')} getApiKey={() => 'KEY'} />);
    const files = Array.from({ length: 16 }, (_, i) => image(`f${i + 1}.png`));
    await user().upload(await dropArea('Gambar'), files);
    expect(screen.getByText('f16.png dilewati: Anda hanya dapat mengunggah maksimal 15 gambar.')).toBeInTheDocument();
    expect(screen.getByText('15 dari maksimal 15 file dipilih')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hapus f3.png' }));
    expect(screen.queryByText('f3.png (2.0 KB)')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Buat GIF' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/proxy/tools/gif-generator?delay=500&quality=20&repeat=0&apikey=KEY');
    const names = (init.body as FormData).getAll('images').map((f) => (f as File).name);
    expect(names).toHaveLength(14);
    expect(names).not.toContain('f3.png');
    expect(await screen.findByRole('link', { name: 'Unduh generated.gif' })).toHaveAttribute('download', 'generated.gif');
  });

  it('kualitas dibatasi 20-30 dan jeda ke 1000 saat kolom ditinggalkan', async () => {
    renderWithProviders(<TryPanel loaded={await entry('tools', 'gif-generator')} getApiKey={() => 'KEY'} />);
    const quality = screen.getByLabelText(/Kualitas/);
    await userEvent.clear(quality);
    await userEvent.type(quality, '55');
    fireEvent.blur(quality);
    await waitFor(() => expect(quality).toHaveValue('30'));
    const delay = screen.getByLabelText(/Jeda/);
    await userEvent.clear(delay);
    await userEvent.type(delay, '4000');
    fireEvent.blur(delay);
    await waitFor(() => expect(delay).toHaveValue('1000'));
    expect(screen.getByText('0 berarti berulang tanpa henti.')).toBeInTheDocument();
  });

  it('kualitas di bawah 20 menjadi 20 saat kolom ditinggalkan, dan 20 yang dikirim', async () => {
    const fetch = vi.fn().mockResolvedValue(new Response(new Uint8Array([0x47]), { headers: { 'content-type': 'image/gif' } }));
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<TryPanel loaded={await entry('tools', 'gif-generator')} getApiKey={() => 'KEY'} />);
    const quality = screen.getByLabelText(/Kualitas/);
    await userEvent.clear(quality);
    await userEvent.type(quality, '7');
    fireEvent.blur(quality);
    await waitFor(() => expect(quality).toHaveValue('20'));
    await user().upload(await dropArea('Gambar'), [image('a.png'), image('b.png')]);
    await userEvent.click(screen.getByRole('button', { name: 'Buat GIF' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect((fetch.mock.calls[0] as [string])[0]).toContain('quality=20');
  });
});
