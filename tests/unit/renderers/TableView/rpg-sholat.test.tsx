// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TableView } from '../../../../src/renderers/TableView/index.ts';
import { TryPanel } from '../../../../src/panels/TryPanel/index.ts';
import { jsonAnswer, jsonReply, loadedEntry } from '../../../helpers/answers.ts';
import { renderWithProviders } from '../../../helpers/render.tsx';

const loaded = loadedEntry;

const json = jsonAnswer;
const reply = jsonReply;

afterEach(() => vi.unstubAllGlobals());

describe('statistik RPG', () => {
  it('memuat total pengguna dalam format Indonesia', async () => {
    const fetch = vi.fn().mockResolvedValue(reply({ status: true, stats: { totalUsers: 1284 } }));
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<TryPanel loaded={await loaded('rpg', 'rpg-stats')} getApiKey={() => 'KUNCI'} />);
    await userEvent.click(screen.getByRole('button', { name: 'Muat Statistik' }));
    expect(fetch.mock.calls[0][0]).toBe('/api/proxy/features/rpg/stats?apikey=KUNCI');
    expect(await screen.findByLabelText('Total pengguna')).toHaveTextContent('1.284');
  });

  it('jawaban gagal tanpa pesan: Gagal memuat statistik.', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(reply({ status: false }, 500)));
    renderWithProviders(<TryPanel loaded={await loaded('rpg', 'rpg-stats')} getApiKey={() => 'KUNCI'} />);
    await userEvent.click(screen.getByRole('button', { name: 'Muat Statistik' }));
    expect((await screen.findAllByText('Gagal memuat statistik.')).length).toBeGreaterThan(0);
  });
});

describe('papan peringkat RPG', () => {
  const players = Array.from({ length: 12 }, (_, i) => ({ username: `Pemain ${i + 1}`, money: 20_000_000 - i * 1_250_500, userId: String(1000 + i) }));

  it('meminta 10 besar berdasarkan uang', async () => {
    const fetch = vi.fn().mockResolvedValue(reply({ status: true, entries: players.slice(0, 10) }));
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<TryPanel loaded={await loaded('rpg', 'rpg-leaderboard')} getApiKey={() => 'KUNCI'} />);
    await userEvent.click(screen.getByRole('button', { name: 'Muat Peringkat' }));
    expect(fetch.mock.calls[0][0]).toBe('/api/proxy/leaderboard?type=money&limit=10&apikey=KUNCI');
    expect(await screen.findByRole('table', { name: '10 besar berdasarkan uang' })).toBeInTheDocument();
  });

  it('kolom #, Nama, Uang; uang berformat id-ID; paling banyak 10 baris', async () => {
    const entry = (await loaded('rpg', 'rpg-leaderboard')).entry;
    renderWithProviders(<TableView entry={entry} answer={json({ status: true, entries: players })} inputs={{}} />);
    const table = screen.getByRole('table', { name: '10 besar berdasarkan uang' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['#', 'Nama', 'Uang']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(within(rows[0]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1', 'Pemain 1', '20.000.000']);
    expect(within(rows[9]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['10', 'Pemain 10', '8.745.500']);
  });

  it('jawaban tanpa daftar pemain: Gagal memuat papan peringkat.', async () => {
    const entry = (await loaded('rpg', 'rpg-leaderboard')).entry;
    renderWithProviders(<div data-testid="widget"><TableView entry={entry} answer={json({ status: true })} inputs={{}} /></div>);
    expect(within(screen.getByTestId('widget')).getByRole('alert')).toHaveTextContent('Gagal memuat papan peringkat.');
  });

  it('belum ada pemain tersimpan (entries kosong): Belum ada pemain di papan peringkat., tanpa tabel', async () => {
    const entry = (await loaded('rpg', 'rpg-leaderboard')).entry;
    renderWithProviders(<div data-testid="widget"><TableView entry={entry} answer={json({ status: true, entries: [] })} inputs={{}} /></div>);
    const widget = within(screen.getByTestId('widget'));
    expect(widget.getByText('Belum ada pemain di papan peringkat.')).toBeInTheDocument();
    expect(widget.queryByRole('table')).toBeNull();
  });
});

describe('jadwal sholat', () => {
  const day = { tanggal: '17-08-2025', imsak: '04:29', subuh: '04:39', terbit: '05:55', dhuha: '06:23', dzuhur: '11:58', ashar: '15:20', maghrib: '17:54', isya: '19:05' };
  const month = Array.from({ length: 31 }, (_, i) => ({ ...day, tanggal: `${String(i + 1).padStart(2, '0')}-08-2025` }));

  it('tanpa tanggal tidak mengirim tanggal dan menampilkan satu bulan sebagai tabel', async () => {
    const fetch = vi.fn().mockResolvedValue(reply({ status: true, data: { kota: 'Jakarta', jadwal: month } }));
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<TryPanel loaded={await loaded('islamic', 'sholat-cached')} getApiKey={() => 'KUNCI'} />);
    await userEvent.type(screen.getByLabelText(/Kota/), 'Jakarta');
    await userEvent.click(screen.getByRole('button', { name: 'Cek Jadwal' }));
    expect(fetch.mock.calls[0][0]).toBe('/api/proxy/islamic/sholat/cached?kota=Jakarta&apikey=KUNCI');
    const table = await screen.findByRole('table', { name: 'Jadwal sholat Jakarta (31 hari)' });
    expect(within(table).getAllByRole('row')).toHaveLength(32);
  });

  it('tanggal DD-MM-YYYY dikirim dan satu hari ditampilkan dengan kolom waktu sholat', async () => {
    const fetch = vi.fn().mockResolvedValue(reply({ status: true, data: { kota: 'Jakarta', jadwal: [day] } }));
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<TryPanel loaded={await loaded('islamic', 'sholat-cached')} getApiKey={() => 'KUNCI'} />);
    await userEvent.type(screen.getByLabelText(/Kota/), 'Jakarta');
    await userEvent.type(screen.getByLabelText(/Tanggal/), '17-08-2025');
    await userEvent.click(screen.getByRole('button', { name: 'Cek Jadwal' }));
    expect(fetch.mock.calls[0][0]).toBe('/api/proxy/islamic/sholat/cached?kota=Jakarta&tanggal=17-08-2025&apikey=KUNCI');
    const table = await screen.findByRole('table', { name: 'Jadwal sholat Jakarta' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Tanggal', 'Imsak', 'Subuh', 'Terbit', 'Dhuha', 'Dzuhur', 'Ashar', 'Maghrib', 'Isya']);
    expect(within(table).getByRole('rowheader', { name: '17-08-2025' })).toBeInTheDocument();
  });

  it('tanggal berformat lain ditolak di browser tanpa request', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<TryPanel loaded={await loaded('islamic', 'sholat-cached')} getApiKey={() => 'KUNCI'} />);
    await userEvent.type(screen.getByLabelText(/Kota/), 'Jakarta');
    await userEvent.type(screen.getByLabelText(/Tanggal/), '2025-08-17');
    await userEvent.click(screen.getByRole('button', { name: 'Cek Jadwal' }));
    expect((await screen.findAllByText("Tanggal harus 'now' atau berformat DD-MM-YYYY.")).length).toBeGreaterThan(0);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('tanpa kota: Nama kota tidak boleh kosong.', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<TryPanel loaded={await loaded('islamic', 'sholat-cached')} getApiKey={() => 'KUNCI'} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cek Jadwal' }));
    expect(await screen.findByText('Nama kota tidak boleh kosong.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('jawaban tanpa jadwal: Gagal mengambil data jadwal sholat.', async () => {
    const entry = (await loaded('islamic', 'sholat-cached')).entry;
    renderWithProviders(<div data-testid="widget"><TableView entry={entry} answer={json({ status: true, data: { kota: 'Jakarta' } })} inputs={{}} /></div>);
    await waitFor(() => expect(within(screen.getByTestId('widget')).getByRole('alert')).toHaveTextContent('Gagal mengambil data jadwal sholat.'));
  });
});
