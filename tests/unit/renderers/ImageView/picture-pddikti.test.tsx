// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadGroup } from 'virtual:portal-catalog';
import { whenValidatorReady } from '../../../../src/engine/index.ts';
import { ImageView } from '../../../../src/renderers/ImageView/index.ts';
import { useGroupRunnerValue } from '../../../../src/panels/GroupPanel/use-group-runner-value.ts';
import { GroupRunnerContext } from '../../../../src/renderers/group-runner.ts';
import type { LoadedEntry, LoadedGroup } from '../../../../src/engine/loaded-entry.ts';
import { TryPanel } from '../../../../src/panels/TryPanel/index.ts';
import { jsonAnswer, jsonReply, loadedEntry } from '../../../helpers/answers.ts';
import { renderWithProviders } from '../../../helpers/render.tsx';

const loaded = loadedEntry;

const json = jsonAnswer;
const reply = jsonReply;
const getApiKey = () => 'KUNCI';

afterEach(() => vi.unstubAllGlobals());

describe('gambar acak', () => {
  it('mengirim kategori sebagai q dan menampilkan URL pertama sebagai gambar', async () => {
    const fetch = vi.fn().mockResolvedValue(reply({ status: true, urls: ['/fixtures/wallpaper.png', '/fixtures/waifu.png'], message: 'Berhasil.' }));
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<TryPanel loaded={await loaded('randompict', 'randompict')} getApiKey={getApiKey} />);
    await userEvent.type(screen.getByLabelText(/Kategori/), 'wallpaper');
    await userEvent.click(screen.getByRole('button', { name: 'Ambil Gambar' }));
    expect(fetch.mock.calls[0][0]).toBe('/api/proxy/pict/gambar?q=wallpaper&apikey=KUNCI');
    const image = await screen.findByRole('img', { name: 'Gambar acak kategori wallpaper' });
    expect(image).toHaveAttribute('src', '/fixtures/wallpaper.png');
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('gambar dari luar dimuat lewat proxy gambar portal', async () => {
    const entry = (await loaded('randompict', 'randompict')).entry;
    renderWithProviders(<ImageView entry={entry} answer={json({ status: true, urls: ['https://cdn.example.com/a b.jpg'] })} inputs={{ q: 'waifu' }} />);
    expect(screen.getByRole('img', { name: 'Gambar acak kategori waifu' })).toHaveAttribute(
      'src',
      `/api/images/proxy?url=${encodeURIComponent('https://cdn.example.com/a b.jpg')}`,
    );
  });

  it('daftar urls kosong: Tidak ada gambar yang ditemukan untuk kategori ini.', async () => {
    const entry = (await loaded('randompict', 'randompict')).entry;
    renderWithProviders(<ImageView entry={entry} answer={json({ status: true, urls: [] })} inputs={{ q: 'kosong' }} />);
    expect(screen.getByText('Tidak ada gambar yang ditemukan untuk kategori ini.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('tanpa kategori: Kategori tidak boleh kosong.', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<TryPanel loaded={await loaded('randompict', 'randompict')} getApiKey={getApiKey} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ambil Gambar' }));
    expect(await screen.findByText('Kategori tidak boleh kosong.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});

/** The pendidikan group's runner around its search panel, as the group panel provides it. */
function WithGroupRunner({ group, children }: { group: LoadedGroup; children: ReactNode }) {
  const runner = useGroupRunnerValue(group, getApiKey);
  return <GroupRunnerContext.Provider value={runner}>{children}</GroupRunnerContext.Provider>;
}

describe('PDDikti: hasil pencarian ke detail', () => {
  const results = {
    status: true,
    message: 'Data mahasiswa berhasil ditemukan.',
    data: [
      { id: 'Q0lUQTIw', nama: 'RIZKY PRATAMA', nim: '1906012345', nama_pt: 'Universitas Indonesia', sinkatan_pt: 'UI', nama_prodi: 'Ilmu Komputer' },
      { id: 'QlVESTIw', nama: 'RIZKY PRATAMA', nim: '20110567', nama_pt: 'Institut Teknologi Bandung', sinkatan_pt: 'ITB', nama_prodi: 'Teknik Informatika' },
    ],
  };
  const detail = {
    status: true,
    data: { id: 'QlVESTIw', nama: 'RIZKY PRATAMA', nim: '20110567', nama_pt: 'Institut Teknologi Bandung', prodi: 'Teknik Informatika', tanggal_masuk: '2020-08-17' },
  };

  async function search(fetch: ReturnType<typeof vi.fn>) {
    vi.stubGlobal('fetch', fetch);
    const group = await loadGroup('pendidikan');
    const browser = group.entries.find((e: LoadedEntry) => e.entry.id === 'pddikti-browser');
    if (!browser) throw new Error('entri pddikti-browser tidak ada');
    // The detail runs from the search's answer: its validator must be here too, as a click would find it.
    await Promise.all(group.entries.map((e: LoadedEntry) => whenValidatorReady(e.validator)));
    renderWithProviders(
      <WithGroupRunner group={group}>
        <TryPanel loaded={browser} getApiKey={getApiKey} />
      </WithGroupRunner>,
    );
    await userEvent.type(screen.getByLabelText(/Nama atau NPM/), 'Rizky Pratama');
    await userEvent.click(screen.getByRole('button', { name: 'Cari' }));
    return screen.findByRole('table', { name: /^Hasil pencarian/ });
  }

  it('hasil pencarian tercantum, lalu memilih satu menampilkan detailnya', async () => {
    const fetch = vi.fn().mockResolvedValueOnce(reply(results)).mockResolvedValueOnce(reply(detail));
    const table = await search(fetch);
    expect(fetch.mock.calls[0][0]).toBe('/api/proxy/features/pddikti-browser/Rizky%20Pratama?apikey=KUNCI');
    expect(table).toHaveAccessibleName('Hasil pencarian (2)');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[1]).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'RIZKY PRATAMA',
      '20110567',
      'Institut Teknologi Bandung',
      'ITB',
      'Teknik Informatika',
      'Lihat detail',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Lihat detail RIZKY PRATAMA (20110567)' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(fetch.mock.calls[1][0]).toBe('/api/proxy/features/pddikti-detail/QlVESTIw?apikey=KUNCI');
    const card = await screen.findByRole('region', { name: 'RIZKY PRATAMA' });
    expect(within(card).getByText('Perguruan tinggi').nextElementSibling).toHaveTextContent('Institut Teknologi Bandung');
    expect(within(card).getByText('Tanggal masuk').nextElementSibling).toHaveTextContent('17 Agustus 2020');
  });

  it('detail yang gagal tanpa pesan: Gagal mengambil data.', async () => {
    const fetch = vi.fn().mockResolvedValueOnce(reply(results)).mockResolvedValueOnce(reply({}, 500));
    await search(fetch);
    await userEvent.click(screen.getByRole('button', { name: 'Lihat detail RIZKY PRATAMA (1906012345)' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.some((a) => a.textContent?.includes('Gagal mengambil data.'))).toBe(true);
  });

  it('tanpa input: Input tidak boleh kosong.', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<TryPanel loaded={await loaded('pendidikan', 'pddikti-browser')} getApiKey={getApiKey} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cari' }));
    expect(await screen.findByText('Input tidak boleh kosong.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
