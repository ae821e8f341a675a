// @vitest-environment jsdom
import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadGroup } from 'virtual:portal-catalog';
import { whenValidatorReady } from '../../../../src/engine/index.ts';
import { downloadName } from '../../../../src/renderers/DownloadView/index.ts';
import { ResultView } from '../../../../src/renderers/ResultView/index.ts';
import type { SuccessAnswer } from '../../../../src/renderers/types.ts';
import { TryPanel } from '../../../../src/panels/TryPanel/index.ts';
import { renderWithProviders } from '../../../helpers/render.tsx';

async function entry(group: string, id: string) {
  const loaded = (await loadGroup(group)).entries.find((e: { entry: { id: string } }) => e.entry.id === id);
  if (!loaded) throw new Error(`no entry ${id}`);
  await whenValidatorReady(loaded.validator);
  return loaded;
}

const jsonAnswer = (data: unknown): SuccessAnswer => ({ ok: true, status: 200, as: 'json', data, blob: new Blob([JSON.stringify(data)]) });
const blobAnswer = (contentType: string): SuccessAnswer => ({ ok: true, status: 200, as: 'blob', blob: new Blob(['x'], { type: contentType }), contentType });
const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

beforeEach(() => {
  // Toasts live in one store for the whole file: start each test with none shown or queued.
  notifications.clean();
  notifications.cleanQueue();
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:hasil', revokeObjectURL: () => {} }));
  // The automatic download would ask jsdom to navigate.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('hasil decode QR (tampilan text)', () => {
  it('menampilkan hasil, pesan, dan menyalin hasil', async () => {
    const user = userEvent.setup();
    const { entry: e } = await entry('tools', 'decode-qrcode');
    renderWithProviders(<ResultView entry={e} answer={jsonAnswer({ result: 'https://example.com/a', message: 'QR code berhasil didekode.' })} inputs={{}} />);
    expect(await screen.findByRole('link', { name: 'https://example.com/a' })).toHaveAttribute('href', 'https://example.com/a');
    expect(screen.getByText('QR code berhasil didekode.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salin hasil' }));
    expect(await navigator.clipboard.readText()).toBe('https://example.com/a');
    expect(await screen.findByText('Berhasil disalin!')).toBeInTheDocument();
  });

  it('jawaban tanpa result menampilkan "Gagal mendekode gambar QR."', async () => {
    const { entry: e } = await entry('tools', 'decode-qrcode');
    renderWithProviders(<ResultView entry={e} answer={jsonAnswer({ message: 'ok' })} inputs={{}} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Gagal mendekode gambar QR.');
  });
});

describe('teks OCR (tampilan text)', () => {
  it('menampilkan teks berlabel Teks hasil OCR dengan tombol salin', async () => {
    const user = userEvent.setup();
    const { entry: e } = await entry('tools', 'ocr');
    renderWithProviders(<ResultView entry={e} answer={jsonAnswer({ status: true, text: 'Halo\nDunia', message: 'Teks berhasil diekstrak.' })} inputs={{}} />);
    const box = await screen.findByLabelText('Teks hasil OCR');
    expect(box.textContent).toBe('Halo\nDunia');
    expect(screen.getByText('Teks berhasil diekstrak.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salin teks' }));
    expect(await navigator.clipboard.readText()).toBe('Halo\nDunia');
  });

  it('status palsu atau tanpa teks menampilkan "Gagal memproses gambar."', async () => {
    const { entry: e } = await entry('tools', 'ocr');
    renderWithProviders(<ResultView entry={e} answer={jsonAnswer({ status: true })} inputs={{}} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Gagal memproses gambar.');
  });
});

describe('hasil unggah (tampilan text dengan gambar)', () => {
  it('jawaban tanpa url menampilkan "Gagal mengunggah gambar."', async () => {
    const { entry: e } = await entry('uploader', 'upload');
    renderWithProviders(<ResultView entry={e} answer={jsonAnswer({ status: true, message: 'ok' })} inputs={{}} />);
    expect((await screen.findByText('Gagal mengunggah gambar.')).closest('[role=alert]')).not.toBeNull();
  });

  it('menampilkan gambar yang diunggah dan pesannya', async () => {
    const { entry: e } = await entry('uploader', 'upload');
    renderWithProviders(<ResultView entry={e} answer={jsonAnswer({ status: true, url: `${location.origin}/api/uploads/a.png`, message: 'Gambar berhasil diunggah.' })} inputs={{}} />);
    // The portal's own upload is shown from where it is; an outside one would come through the image proxy.
    expect(await screen.findByRole('img', { name: 'Gambar yang diunggah' })).toHaveAttribute('src', `${location.origin}/api/uploads/a.png`);
    expect(screen.getByText('Gambar berhasil diunggah.')).toBeInTheDocument();
  });
});

describe('nama unduhan dari katalog', () => {
  it('dokumen disimpan dengan nama aslinya ber-ekstensi .pdf', async () => {
    const { entry: e } = await entry('tools', 'convert');
    renderWithProviders(<ResultView entry={e} answer={blobAnswer('application/pdf')} inputs={{ document: { name: 'laporan.docx', size: 10, type: docx } }} />);
    expect(await screen.findByRole('link', { name: 'Unduh laporan.pdf' })).toHaveAttribute('download', 'laporan.pdf');
  });

  it('CSV keluaran file diunduh sebagai .json bernama sama', async () => {
    const { entry: e } = await entry('tools', 'csv-to-json');
    renderWithProviders(<ResultView entry={e} answer={blobAnswer('application/json')} inputs={{ csvfile: { name: 'people.csv', size: 10, type: 'text/csv' }, output: 'file' }} />);
    expect(await screen.findByRole('link', { name: 'Unduh people.json' })).toHaveAttribute('download', 'people.json');
  });

  it.each([
    ['tools', 'qrcode', 'qrcode.png'],
    ['tools', 'gif-generator', 'generated.gif'],
    ['devtools', 'favicon-generator', 'favicons.zip'],
    ['maker', 'brat', 'brat_style.png'],
    ['maker', 'couple', 'couple.png'],
    ['maker', 'idviral1', 'Filter.png'],
    ['maker', 'randomfilter', 'Filter.png'],
    ['maker', 'qc', 'quote.png'],
    ['maker', 'smeme', 'meme.png'],
    ['maker', 'iqc', 'iqc_image.png'],
  ])('%s/%s diunduh sebagai %s', async (group, id, name) => {
    const { entry: e } = await entry(group, id);
    const type = name.endsWith('.zip') ? 'application/zip' : name.endsWith('.gif') ? 'image/gif' : 'image/png';
    renderWithProviders(<ResultView entry={e} answer={blobAnswer(type)} inputs={{}} />);
    expect(await screen.findByRole('link', { name: `Unduh ${name}` })).toHaveAttribute('download', name);
  });

  it('placeholder tanpa masukan dan karakter berbahaya tidak menghasilkan nama rusak', () => {
    expect(downloadName('{document}.pdf', {})).toBe('hasil.pdf');
    expect(downloadName('{title}.pdf', { title: 'Laporan: Q1/2025' })).toBe('Laporan_ Q1_2025.pdf');
    expect(downloadName(undefined, {}, 'gambar.png')).toBe('gambar.png');
  });
});

describe('formulir alat berkas', () => {
  const user = () => userEvent.setup({ applyAccept: false });
  const file = (name: string, type: string, size = 1024) => new File([new Uint8Array(size)], name, { type });

  it('konverter: hanya .doc/.docx, maksimal 10MB, dan wajib memilih file', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<TryPanel loaded={await entry('tools', 'convert')} getApiKey={() => 'KEY'} />);
    const submit = screen.getByRole('button', { name: 'Konversi ke PDF' });
    await userEvent.click(submit);
    expect(await screen.findByText('Silakan pilih file dokumen terlebih dahulu.')).toBeInTheDocument();
    await user().upload(await screen.findByLabelText('Dokumen', {}, { timeout: 5000 }), file('laporan.pdf', 'application/pdf'));
    await userEvent.click(submit);
    expect(await screen.findByText('Format file tidak didukung. Hanya .doc dan .docx.')).toBeInTheDocument();
    await user().upload(await screen.findByLabelText('Dokumen', {}, { timeout: 5000 }), file('besar.docx', docx, 11 * 1024 * 1024));
    await userEvent.click(submit);
    expect(await screen.findByText('Ukuran file maksimal adalah 10MB.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('PDF generator: judul dan konten wajib, logo PNG/JPG maksimal 2MB, gaya di query', async () => {
    const fetch = vi.fn().mockResolvedValue(new Response('%PDF-1.4', { headers: { 'content-type': 'application/pdf' } }));
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<TryPanel loaded={await entry('tools', 'pdf-generator')} getApiKey={() => 'KEY'} />);
    const submit = screen.getByRole('button', { name: 'Buat PDF' });
    await userEvent.click(submit);
    expect((await screen.findAllByText('Judul dan Konten tidak boleh kosong.')).length).toBeGreaterThan(0);
    await userEvent.type(screen.getByLabelText(/^Judul/), 'Laporan Mei');
    await userEvent.type(screen.getByLabelText(/^Konten/), 'Isi laporan.');
    await user().upload(screen.getByLabelText('Logo (opsional)'), file('logo.gif', 'image/gif'));
    await userEvent.click(submit);
    expect(await screen.findByText('Format logo harus PNG atau JPG.')).toBeInTheDocument();
    await user().upload(screen.getByLabelText('Logo (opsional)'), file('logo.png', 'image/png', 3 * 1024 * 1024));
    await userEvent.click(submit);
    expect(await screen.findByText('Ukuran logo maksimal adalah 2MB.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hapus logo.png' }));
    await userEvent.click(submit);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/proxy/tools/pdf-generator?style=formal&apikey=KEY');
    expect((init.body as FormData).get('title')).toBe('Laporan Mei');
    expect(await screen.findByRole('link', { name: 'Unduh Laporan Mei.pdf' })).toBeInTheDocument();
  });

  it('CSV: file bukan .csv ditolak dengan pesan spesifikasi', async () => {
    renderWithProviders(<TryPanel loaded={await entry('tools', 'csv-to-json')} getApiKey={() => 'KEY'} />);
    await user().upload(await screen.findByLabelText('File CSV', {}, { timeout: 5000 }), file('data.xlsx', 'application/vnd.ms-excel'));
    await userEvent.click(screen.getByRole('button', { name: 'Konversi' }));
    expect(await screen.findByText('Format file tidak valid. Harap unggah file .csv')).toBeInTheDocument();
  });

  it('OCR: tanpa gambar "Silakan unggah gambar terlebih dahulu."', async () => {
    renderWithProviders(<TryPanel loaded={await entry('tools', 'ocr')} getApiKey={() => 'KEY'} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ambil Teks' }));
    expect(await screen.findByText('Silakan unggah gambar terlebih dahulu.')).toBeInTheDocument();
  });

  it('favicon: gambar wajib, harus gambar, ukuran maksimal 512', async () => {
    const fetch = vi.fn().mockResolvedValue(new Response(new Uint8Array([0x50, 0x4b]), { headers: { 'content-type': 'application/zip' } }));
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<TryPanel loaded={await entry('devtools', 'favicon-generator')} getApiKey={() => 'KEY'} />);
    const submit = screen.getByRole('button', { name: 'Buat Favicon' });
    await userEvent.click(submit);
    expect(await screen.findByText('Harap unggah gambar terlebih dahulu.')).toBeInTheDocument();
    await user().upload(await screen.findByLabelText('Gambar', {}, { timeout: 5000 }), file('ikon.gif', 'image/gif'));
    await userEvent.click(submit);
    expect(await screen.findByText('File harus berupa gambar (PNG, JPG, WEBP).')).toBeInTheDocument();
    await user().upload(await screen.findByLabelText('Gambar', {}, { timeout: 5000 }), file('ikon.png', 'image/png'));
    await userEvent.type(screen.getByLabelText(/Ukuran/), '16,1024');
    await userEvent.click(submit);
    expect(await screen.findByText('Setiap ukuran tidak boleh lebih dari 512.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/Ukuran/));
    await userEvent.type(screen.getByLabelText(/Ukuran/), '16,512');
    await userEvent.click(submit);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect((fetch.mock.calls[0] as [string])[0]).toBe('/api/proxy/tools/favicon-generator?sizes=16%2C512&apikey=KEY');
    expect(await screen.findByRole('link', { name: 'Unduh favicons.zip' })).toBeInTheDocument();
  });

  it('uploader: hanya gambar, URL hasil bisa disalin dengan "URL berhasil disalin!"', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify({ status: true, url: 'http://127.0.0.1/api/uploads/x.png', message: 'Gambar berhasil diunggah.' }), { headers: { 'content-type': 'application/json' } })));
    const clicks = userEvent.setup({ applyAccept: false });
    renderWithProviders(<TryPanel loaded={await entry('uploader', 'upload')} getApiKey={() => 'KEY'} />);
    await clicks.upload(await screen.findByLabelText('Gambar', {}, { timeout: 5000 }), file('catatan.txt', 'text/plain'));
    await clicks.click(screen.getByRole('button', { name: 'Unggah' }));
    expect(await screen.findByText('File yang dipilih bukan gambar.')).toBeInTheDocument();
    await clicks.upload(await screen.findByLabelText('Gambar', {}, { timeout: 5000 }), file('foto.webp', 'image/webp'));
    await clicks.click(screen.getByRole('button', { name: 'Unggah' }));
    await clicks.click(await screen.findByRole('button', { name: 'Salin URL' }));
    expect(await navigator.clipboard.readText()).toBe('http://127.0.0.1/api/uploads/x.png');
    expect(await screen.findByText('URL berhasil disalin!')).toBeInTheDocument();
  });
});

describe('OCR tanpa tulisan', () => {
  it('teks kosong adalah jawaban, bukan kegagalan: kotaknya kosong tanpa Gagal memproses gambar.', async () => {
    const { entry: e } = await entry('tools', 'ocr');
    renderWithProviders(<ResultView entry={e} answer={jsonAnswer({ status: true, text: '', message: 'Teks berhasil diekstrak.' })} inputs={{}} />);
    expect((await screen.findByLabelText('Teks hasil OCR')).textContent).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
