// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, profileOf, renderApp } from '../../../helpers/app/harness.tsx';

vi.mock('virtual:portal-catalog', async () => ({ groups: (await import('../../../helpers/app/catalog-fixture.ts')).testGroups, loadGroup: vi.fn() }));
vi.mock('virtual:portal-tiles', async () => ({ groups: (await import('../../../helpers/app/catalog-fixture.ts')).testGroups }));
vi.mock('../../../../src/panels/GroupPanel/index.ts', () => ({ GroupPanel: () => <div>panel</div> }));

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

async function fillAndSubmit(username: string, password: string) {
  // The sign-in page is its own chunk: it is there once it has arrived.
  await userEvent.type(await screen.findByLabelText('Username'), username);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));
}

describe('login', () => {
  it('menyimpan apikey dan token lalu membuka dashboard', async () => {
    const fetch = vi.fn().mockImplementation((url: string) =>
      Promise.resolve(
        url === '/api/auth/login'
          ? json({ status: true, message: 'Login berhasil.', data: { apikey: 'AK', token: 'TK' } })
          : json({ status: true, data: profileOf('USER', 0, 10) }),
      ),
    );
    vi.stubGlobal('fetch', fetch);
    renderApp('/login');
    expect(await screen.findByText('Akun demo: demo / demo123')).toBeInTheDocument();
    await fillAndSubmit('demo', 'demo123');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(localStorage.getItem('userApiKey')).toBe('AK');
    expect(localStorage.getItem('userToken')).toBe('TK');
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/auth/login');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ username: 'demo', password: 'demo123' });
    expect(await screen.findByRole('heading', { name: 'Halo, Demo Developer!' })).toBeInTheDocument();
  });

  it.each([
    ['/dashboard/tools/qrcode', '/dashboard/tools/qrcode'],
    ['//situs-lain.example/jebakan', '/dashboard'],
    ['https://situs-lain.example/', '/dashboard'],
  ])("setelah masuk kembali ke 'next' (%s → %s), hanya ke halaman portal ini", async (next, landing) => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockImplementation((url: string) =>
        Promise.resolve(
          url === '/api/auth/login'
            ? json({ status: true, message: 'Login berhasil.', data: { apikey: 'AK', token: 'TK' } })
            : json({ status: true, data: profileOf('USER', 0, 10) }),
        ),
      ),
    );
    renderApp(`/login?next=${encodeURIComponent(next)}`);
    await fillAndSubmit('demo', 'demo123');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(landing));
    expect(screen.getByTestId('location').textContent).toBe(landing);
  });

  it('menampilkan pesan server saat gagal dan tidak menyimpan apa pun', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json({ status: false, message: 'Username atau password salah.' }, 401)));
    renderApp('/login');
    await fillAndSubmit('demo', 'salah');
    // Once, next to the form: no toast repeats it.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Username atau password salah.'));
    expect(screen.getAllByText('Username atau password salah.')).toHaveLength(1);
    expect(localStorage.getItem('userApiKey')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('menolak form kosong tanpa memanggil server', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderApp('/login');
    await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(screen.getByText('Username dan password tidak boleh kosong.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
