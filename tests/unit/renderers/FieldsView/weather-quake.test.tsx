// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CatalogEntry } from '../../../../src/catalog/types.ts';
import { FieldsView } from '../../../../src/renderers/FieldsView/index.ts';
import { TryPanel } from '../../../../src/panels/TryPanel/index.ts';
import { jsonAnswer, jsonReply, loadedEntry } from '../../../helpers/answers.ts';
import { renderWithProviders } from '../../../helpers/render.tsx';

const loaded = loadedEntry;

const json = jsonAnswer;
const reply = jsonReply;

afterEach(() => vi.unstubAllGlobals());

const weather = { status: true, data: { kota: 'Bandung', negara: 'ID', kondisi: 'Hujan ringan', suhu: 24.5, terasa_seperti: 25, angin: 2.1, kelembapan: 88 } };
const quake = {
  status: true,
  data: {
    Wilayah: 'Pusat gempa berada di laut 87 km BaratDaya Kab. Kepulauan Mentawai',
    Tanggal: '14 Mei 2025',
    Jam: '08:42:17 WIB',
    Magnitude: '5.6',
    Kedalaman: '24 km',
    Potensi: 'Tidak berpotensi tsunami',
    Shakemap: '20250514084217.mmi.jpg',
  },
};

describe('kartu cuaca', () => {
  it('mengirim kota lewat tombol Cek dan menampilkan tiap isian jawaban', async () => {
    const fetch = vi.fn().mockResolvedValue(reply(weather));
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<TryPanel loaded={await loaded('cuaca', 'cuaca')} getApiKey={() => 'KUNCI'} />);
    await userEvent.type(screen.getByLabelText(/Kota/), 'Bandung');
    await userEvent.click(screen.getByRole('button', { name: 'Cek' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(fetch.mock.calls[0][0]).toBe('/api/proxy/features/cuaca?kota=Bandung&apikey=KUNCI');
    expect(await screen.findByRole('heading', { name: 'Cuaca di Bandung, ID' })).toBeInTheDocument();
    const term = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(term('Kondisi')).toBe('Hujan ringan');
    expect(term('Suhu')).toBe('24,5°C');
    expect(term('Terasa seperti')).toBe('25°C');
    expect(term('Angin')).toBe('2,1');
    expect(term('Kelembapan')).toBe('88%');
  });

  it('tanpa kota menampilkan pesan wajib dan tidak mengirim request', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<TryPanel loaded={await loaded('cuaca', 'cuaca')} getApiKey={() => 'KUNCI'} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cek' }));
    expect(await screen.findByText('Nama kota tidak boleh kosong.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('tombol JSON membuka dan menutup respons mentah', async () => {
    const entry = (await loaded('cuaca', 'cuaca')).entry;
    renderWithProviders(<FieldsView entry={entry} answer={json(weather)} inputs={{ kota: 'Bandung' }} />);
    expect(screen.queryByLabelText('Respons JSON')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Tampilkan JSON' }));
    expect(screen.getByLabelText('Respons JSON').textContent).toContain('"terasa_seperti": 25');
    await userEvent.click(screen.getByRole('button', { name: 'Sembunyikan JSON' }));
    expect(screen.queryByLabelText('Respons JSON')).toBeNull();
  });

  it('jawaban tanpa data cuaca memakai pesan cadangan', async () => {
    const entry = (await loaded('cuaca', 'cuaca')).entry;
    renderWithProviders(<div data-testid="widget"><FieldsView entry={entry} answer={json({ status: true })} inputs={{}} /></div>);
    expect(within(screen.getByTestId('widget')).getByRole('alert')).toHaveTextContent('Gagal mengambil data cuaca.');
  });
});

describe('kartu gempa', () => {
  const entry = async (): Promise<CatalogEntry> => (await loaded('gempa', 'gempa')).entry;

  it('tombol Cek Gempa Terkini tanpa input, lalu menampilkan wilayah sampai potensi', async () => {
    const fetch = vi.fn().mockResolvedValue(reply(quake));
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<TryPanel loaded={await loaded('gempa', 'gempa')} getApiKey={() => 'KUNCI'} />);
    expect(screen.queryByRole('textbox')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cek Gempa Terkini' }));
    expect(fetch.mock.calls[0][0]).toBe('/api/proxy/features/gempa?apikey=KUNCI');
    await screen.findByRole('heading', { name: 'Gempa terkini' });
    for (const [label, value] of [
      ['Wilayah', quake.data.Wilayah],
      ['Tanggal', '14 Mei 2025'],
      ['Jam', '08:42:17 WIB'],
      ['Magnitude', '5.6'],
      ['Kedalaman', '24 km'],
      ['Potensi', 'Tidak berpotensi tsunami'],
    ]) {
      expect(screen.getByText(label, { selector: 'dt' }).nextElementSibling).toHaveTextContent(value);
    }
  });

  it('shakemap BMKG dimuat lewat proxy gambar portal', async () => {
    renderWithProviders(<FieldsView entry={await entry()} answer={json(quake)} inputs={{}} />);
    const image = screen.getByRole('img', { name: 'Shakemap gempa 14 Mei 2025 08:42:17 WIB' });
    expect(image).toHaveAttribute('src', `/api/images/proxy?url=${encodeURIComponent('https://data.bmkg.go.id/DataMKG/TEWS/20250514084217.mmi.jpg')}`);
  });

  it('shakemap yang gagal dimuat (offline) diganti teks, bukan gambar rusak', async () => {
    renderWithProviders(<FieldsView entry={await entry()} answer={json(quake)} inputs={{}} />);
    fireEvent.error(screen.getByRole('img', { name: /Shakemap gempa/ }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Shakemap tidak tersedia di sini; server portal ini tidak dapat mengambil gambar dari BMKG (misalnya karena berjalan offline).');
  });

  it('respons mentah bisa dilihat', async () => {
    renderWithProviders(<FieldsView entry={await entry()} answer={json(quake)} inputs={{}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Tampilkan JSON' }));
    expect(screen.getByLabelText('Respons JSON').textContent).toContain('"Shakemap": "20250514084217.mmi.jpg"');
  });

  it('jawaban gagal tanpa pesan memakai pesan cadangan gempa', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(reply({}, 502)));
    renderWithProviders(<TryPanel loaded={await loaded('gempa', 'gempa')} getApiKey={() => 'KUNCI'} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cek Gempa Terkini' }));
    expect((await screen.findAllByText('Gagal mengambil data gempa.')).length).toBeGreaterThan(0);
  });
});
