// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
const image = (name: string, type = 'image/png') => new File([new Uint8Array(512)], name, { type });
const png = () => new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } });

/** Picks an option of a Mantine select by its label. */
async function choose(label: RegExp, option: string) {
  await userEvent.click(screen.getByLabelText(label, { selector: 'input' }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

beforeEach(() => vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:hasil', revokeObjectURL: () => {} })));
afterEach(() => vi.unstubAllGlobals());

describe('Image Filter', () => {
  it('tanpa gambar dan filter menampilkan "Harap unggah gambar dan pilih filter."', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<TryPanel loaded={await entry('maker', 'randomfilter')} getApiKey={() => 'KEY'} />);
    await userEvent.click(screen.getByRole('button', { name: 'Terapkan Filter' }));
    expect((await screen.findAllByText('Harap unggah gambar dan pilih filter.')).length).toBeGreaterThan(0);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('nilai hanya muncul untuk filter yang membutuhkannya, arah hanya untuk flip', async () => {
    renderWithProviders(<TryPanel loaded={await entry('maker', 'randomfilter')} getApiKey={() => 'KEY'} />);
    expect(screen.queryByLabelText(/Nilai/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Arah flip/, { selector: 'input' })).not.toBeInTheDocument();
    await choose(/Filter/, 'Brightness');
    expect(await screen.findByLabelText(/Nilai/)).toBeInTheDocument();
    expect(screen.getByText('Nilai brightness, dari -1 sampai 1.')).toBeInTheDocument();
    await choose(/Filter/, 'Rotate');
    expect(await screen.findByText('Sudut rotasi dalam derajat, misalnya 90.')).toBeInTheDocument();
    expect(screen.queryByText('Nilai brightness, dari -1 sampai 1.')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Arah flip/, { selector: 'input' })).not.toBeInTheDocument();
    await choose(/Filter/, 'Flip');
    expect(await screen.findByLabelText(/Arah flip/, { selector: 'input' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Nilai/)).not.toBeInTheDocument();
    await choose(/Filter/, 'Sepia');
    await waitFor(() => expect(screen.queryByLabelText(/Arah flip/, { selector: 'input' })).not.toBeInTheDocument());
    expect(screen.queryByLabelText(/Nilai/)).not.toBeInTheDocument();
  });

  it('nilai di luar rentang filter ditolak dengan pesannya; nilai yang benar dikirim di query', async () => {
    const fetch = vi.fn().mockResolvedValue(png());
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<TryPanel loaded={await entry('maker', 'randomfilter')} getApiKey={() => 'KEY'} />);
    await user().upload(await screen.findByLabelText('Gambar', {}, { timeout: 5000 }), image('foto.png'));
    await choose(/Filter/, 'Posterize');
    const value = await screen.findByLabelText(/Nilai/);
    await userEvent.type(value, '300');
    await userEvent.click(screen.getByRole('button', { name: 'Terapkan Filter' }));
    expect(await screen.findByText('Nilai posterize harus antara 2 dan 256.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.type(value, '{Backspace}{Backspace}{Backspace}4');
    await userEvent.click(screen.getByRole('button', { name: 'Terapkan Filter' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect((fetch.mock.calls[0] as [string])[0]).toBe('/api/proxy/maker/randomfilter?filter=posterize&value=4&apikey=KEY');
    expect(await screen.findByRole('img', { name: 'Hasil Image Filter' })).toHaveAttribute('src', 'blob:hasil');
    expect(screen.getByRole('link', { name: 'Unduh Filter.png' })).toHaveAttribute('download', 'Filter.png');
  });

  it('memuat seluruh katalog filter spesifikasi', async () => {
    const loaded = await entry('maker', 'randomfilter');
    expect(loaded.entry.schema.properties?.filter.enum).toEqual([
      'grayscale', 'sepia', 'invert', 'brightness', 'contrast', 'saturate', 'blur', 'posterize', 'pixelate', 'rotate', 'flip', 'circle',
      'clarendon', 'gingham', 'moon', 'nashville', 'lark', 'reyes', 'juno',
    ]);
  });
});

describe('maker lain', () => {
  it.each([
    ['brat', 'Buat Gambar', 'Teks tidak boleh kosong.'],
    ['iqc', 'Buat Gambar', 'Teks tidak boleh kosong.'],
    ['couple', 'Buat Gambar', 'Harap unggah kedua gambar.'],
    ['idviral1', 'Terapkan Filter', 'Harap unggah gambar terlebih dahulu.'],
  ])('%s kosong menampilkan "%s"', async (id, button, message) => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<TryPanel loaded={await entry('maker', id)} getApiKey={() => 'KEY'} />);
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('meme dengan gambar tapi tanpa teks: "Harap isi setidaknya satu kolom teks."', async () => {
    const fetch = vi.fn().mockResolvedValue(png());
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<TryPanel loaded={await entry('maker', 'smeme')} getApiKey={() => 'KEY'} />);
    await user().upload(await screen.findByLabelText('Gambar', {}, { timeout: 5000 }), image('kucing.png'));
    await userEvent.click(screen.getByRole('button', { name: 'Buat Meme' }));
    expect(await screen.findByText('Harap isi setidaknya satu kolom teks.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(/Teks bawah/), 'SELESAI');
    await userEvent.click(screen.getByRole('button', { name: 'Buat Meme' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('link', { name: 'Unduh meme.png' })).toBeInTheDocument();
  });

  it('quote chat: semua opsional, avatar harus URL', async () => {
    const fetch = vi.fn().mockResolvedValue(png());
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<TryPanel loaded={await entry('maker', 'qc')} getApiKey={() => 'KEY'} />);
    await userEvent.type(screen.getByLabelText(/URL avatar/), 'bukan url');
    await userEvent.click(screen.getByRole('button', { name: 'Buat Quote' }));
    expect(await screen.findByText('Avatar harus berupa URL yang valid.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/URL avatar/));
    await userEvent.click(screen.getByRole('button', { name: 'Buat Quote' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('link', { name: 'Unduh quote.png' })).toBeInTheDocument();
  });

  it('couple: warna bukan hex ditolak', async () => {
    renderWithProviders(<TryPanel loaded={await entry('maker', 'couple')} getApiKey={() => 'KEY'} />);
    await user().upload(await screen.findByLabelText('Gambar pertama', {}, { timeout: 5000 }), image('a.png'));
    await user().upload(await screen.findByLabelText('Gambar kedua', {}, { timeout: 5000 }), image('b.png'));
    await userEvent.type(screen.getByLabelText(/Warna/), 'merah');
    await userEvent.click(screen.getByRole('button', { name: 'Buat Gambar' }));
    expect(await screen.findByText('Warna harus berupa kode hex, misalnya #ff69b4.')).toBeInTheDocument();
  });
});
