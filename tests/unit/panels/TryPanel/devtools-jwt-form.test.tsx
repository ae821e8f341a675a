// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadGroup } from 'virtual:portal-catalog';
import { whenValidatorReady } from '../../../../src/engine/index.ts';
import { TryPanel } from '../../../../src/panels/TryPanel/index.ts';
import { renderWithProviders } from '../../../helpers/render.tsx';

async function entry(id: string) {
  const loaded = (await loadGroup('devtools')).entries.find((e: { entry: { id: string } }) => e.entry.id === id);
  if (!loaded) throw new Error(`no entry ${id}`);
  await whenValidatorReady(loaded.validator);
  return loaded;
}

const jsonAnswer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('JWT Creator di panel Coba', () => {
  it('expiresIn bawaan 1h dengan contoh 1h, 7d, 30m', async () => {
    renderWithProviders(<TryPanel loaded={await entry('jwt-create')} getApiKey={() => 'KEY'} />);
    const input = screen.getByLabelText(/Masa berlaku/);
    expect(input).toHaveValue('1h');
    const options = [...document.querySelectorAll(`#${input.getAttribute('list')} option`)].map((o) => o.getAttribute('value'));
    expect(options).toEqual(['1h', '7d', '30m']);
  });

  it('mengirim setiap pasangan sebagai field multipart, melewati pasangan kosong, lalu menampilkan token', async () => {
    const fetch = vi.fn().mockResolvedValue(jsonAnswer({ status: true, token: 'aaa.bbb.ccc' }));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderWithProviders(<TryPanel loaded={await entry('jwt-create')} getApiKey={() => 'KEY'} />);
    const expires = screen.getByLabelText(/Masa berlaku/);
    const fill = async (input: HTMLElement, text: string) => {
      await user.click(input);
      await user.paste(text);
    };
    await user.clear(expires);
    await fill(expires, '7d');
    for (let i = 0; i < 3; i++) await user.click(screen.getByTitle('Tambah item'));
    const keys = screen.getAllByLabelText('Key');
    const values = screen.getAllByLabelText('Value');
    await fill(keys[0], 'userId');
    await fill(values[0], '12345');
    await fill(keys[1], 'kosong');
    await fill(keys[2], 'role');
    await fill(values[2], 'admin');
    await user.click(screen.getByRole('button', { name: 'Buat JWT' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/proxy/tools/jwt-create?apikey=KEY');
    expect(init.method).toBe('POST');
    expect([...(init.body as FormData).entries()]).toEqual([
      ['expiresIn', '7d'],
      ['userId', '12345'],
      ['role', 'admin'],
    ]);
    expect(await screen.findByText('aaa.bbb.ccc')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salin token' })).toBeInTheDocument();
  });

  it('baris bisa dihapus dan tidak bisa lebih dari 10', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TryPanel loaded={await entry('jwt-create')} getApiKey={() => 'KEY'} />);
    for (let i = 0; i < 10; i++) await user.click(screen.getByTitle('Tambah item'));
    expect(screen.getAllByLabelText('Key')).toHaveLength(10);
    expect(screen.queryByTitle('Tambah item')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Anda hanya dapat menambahkan maksimal 10 payload field.');
    await user.click(screen.getAllByTitle('Hapus')[0]);
    expect(screen.getAllByLabelText('Key')).toHaveLength(9);
    expect(screen.getByTitle('Tambah item')).toBeInTheDocument();
    expect(screen.queryByText('Anda hanya dapat menambahkan maksimal 10 payload field.')).toBeNull();
  });

  it('expiresIn kosong menampilkan pesan spesifikasi tanpa mengirim', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderWithProviders(<TryPanel loaded={await entry('jwt-create')} getApiKey={() => 'KEY'} />);
    await user.clear(screen.getByLabelText(/Masa berlaku/));
    await user.click(screen.getByRole('button', { name: 'Buat JWT' }));
    expect(await screen.findByText("Kolom 'expiresIn' tidak boleh kosong.")).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
