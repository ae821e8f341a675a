// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetchProfile } from '../../../../src/app/session/index.ts';
import { accountFetch, callsTo } from '../../../helpers/app/account-fetch.ts';
import { json, profileOf, renderApp, storeSession, stubProfile } from '../../../helpers/app/harness.tsx';

vi.mock('virtual:portal-catalog', async () => ({ groups: (await import('../../../helpers/app/catalog-fixture.ts')).testGroups, loadGroup: vi.fn() }));
vi.mock('virtual:portal-tiles', async () => ({ groups: (await import('../../../helpers/app/catalog-fixture.ts')).testGroups }));
vi.mock('../../../../src/panels/GroupPanel/index.ts', () => ({ GroupPanel: () => <div>panel</div> }));

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  // Toasts live in a store of their own: one test's must not show in the next.
  notifications.clean();
});

describe('sesi portal', () => {
  it('tanpa sesi tersimpan, dashboard mengarah ke beranda tanpa memanggil server', async () => {
    const fetch = stubProfile({});
    renderApp('/dashboard');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(await screen.findByRole('link', { name: 'Masuk' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: 'Buka Dashboard' })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('menampilkan Memuat Sesi... selama profil dimuat, dengan apikey dan token', async () => {
    storeSession();
    const fetch = vi.fn().mockReturnValue(new Promise(() => {}));
    vi.stubGlobal('fetch', fetch);
    renderApp('/dashboard');
    expect(screen.getByText('Memuat Sesi...')).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/proxy/profile?apikey=KEY-123456789');
    expect(init.headers).toEqual({ Authorization: 'Bearer TOKEN' });
  });

  it('profil gagal: kedua item dihapus, pesan server ditampilkan, lalu ke /login', async () => {
    storeSession();
    stubProfile({ status: false, message: 'Token kedaluwarsa.' }, 401);
    renderApp('/dashboard');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(await screen.findByText('Token kedaluwarsa.')).toBeInTheDocument();
    expect(localStorage.getItem('userApiKey')).toBeNull();
    expect(localStorage.getItem('userToken')).toBeNull();
  });

  it('profil dengan status false tanpa pesan memakai pesan cadangan', async () => {
    storeSession();
    stubProfile({ status: false });
    renderApp('/profile');
    expect(await screen.findByText('Waktu sesi habis, login kembali untuk masuk')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(localStorage.getItem('userApiKey')).toBeNull();
  });

  it('profil dijawab 503: sesi tetap, pesan server tidak dapat dihubungi, lalu pulih saat server menjawab', async () => {
    storeSession();
    let answer = json({ status: false, message: 'Server API tidak dapat dihubungi.' }, 503);
    const fetch = vi.fn().mockImplementation(() => Promise.resolve(answer.clone()));
    vi.stubGlobal('fetch', fetch);
    renderApp('/dashboard');
    expect(await screen.findByText('Server sedang tidak dapat dihubungi')).toBeInTheDocument();
    expect(screen.getByText('Server API tidak dapat dihubungi.')).toBeInTheDocument();
    expect(screen.getByText(/^Mencoba lagi dalam \d+ detik\.$/)).toBeInTheDocument();
    expect(localStorage.getItem('userApiKey')).toBe('KEY-123456789');
    expect(localStorage.getItem('userToken')).toBe('TOKEN');
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
    answer = json({ status: true, data: profileOf('USER', 1, 10) });
    await userEvent.click(screen.getByRole('button', { name: 'Coba sekarang' }));
    expect(await screen.findByText('Halo, Demo Developer!')).toBeInTheDocument();
    expect(screen.queryByText('Server sedang tidak dapat dihubungi')).toBeNull();
  });

  it('tanpa jawaban sama sekali: sesi tetap dan portal mencoba lagi sendiri', async () => {
    storeSession();
    let calls = 0;
    vi.stubGlobal('fetch', vi.fn().mockImplementation(() => (++calls === 1 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(json({ status: true, data: profileOf('USER', 1, 10) })))));
    renderApp('/dashboard');
    expect(await screen.findByText('Server sedang tidak dapat dihubungi')).toBeInTheDocument();
    // The first automatic try comes after 1.6 to 2 s.
    expect(await screen.findByText('Halo, Demo Developer!', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(localStorage.getItem('userToken')).toBe('TOKEN');
  });

  it('logout mengakhiri sesi di server dengan tokennya, menghapus penyimpanan, kembali ke beranda, dan memberi tahu', async () => {
    storeSession();
    const fetch = accountFetch({ '/api/auth/logout': { body: { status: true, message: 'Logout berhasil.' } } });
    vi.stubGlobal('fetch', fetch);
    renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Anda berhasil logout.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(localStorage.getItem('userApiKey')).toBeNull();
    expect(localStorage.getItem('userToken')).toBeNull();
    const [sent] = callsTo(fetch, '/api/auth/logout');
    expect(sent?.method).toBe('POST');
    expect(sent?.headers.Authorization).toBe('Bearer TOKEN');
  });

  it.each([
    ['tidak terjangkau', 'network-error'],
    ['menolak', { body: { status: false, message: 'Token sesi tidak valid.' }, status: 401 }],
  ] as const)('logout tetap membersihkan browser bila server %s', async (_case, answer) => {
    storeSession();
    vi.stubGlobal('fetch', accountFetch({ '/api/auth/logout': answer }));
    renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Anda berhasil logout.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(localStorage.getItem('userApiKey')).toBeNull();
    expect(localStorage.getItem('userToken')).toBeNull();
  });

  it('beranda menawarkan dashboard bila sesi tersimpan', () => {
    storeSession();
    renderApp('/');
    expect(screen.getByRole('link', { name: 'Buka Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('profil yang diminta lebih awal oleh halaman sesi dipakai sekali: satu permintaan, dashboard tampil', async () => {
    storeSession();
    const fetch = stubProfile({ status: true, data: profileOf('USER', 1, 10) });
    prefetchProfile('/dashboard/maker/brat');
    expect(fetch).toHaveBeenCalledTimes(1);
    renderApp('/dashboard');
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('profil lebih awal untuk sesi lain tidak dipakai: profil sesi yang tersimpan diminta lagi', async () => {
    storeSession();
    const fetch = stubProfile({ status: true, data: profileOf('USER', 1, 10) });
    prefetchProfile('/profile');
    localStorage.setItem('userToken', 'TOKEN-BARU');
    renderApp('/dashboard');
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect((fetch.mock.calls[1] as [string, RequestInit])[1].headers).toEqual({ Authorization: 'Bearer TOKEN-BARU' });
  });

  it('halaman di luar sesi (beranda, login) tidak meminta profil lebih awal', () => {
    storeSession();
    const fetch = stubProfile({ status: true, data: profileOf('USER', 1, 10) });
    prefetchProfile('/');
    prefetchProfile('/login');
    expect(fetch).not.toHaveBeenCalled();
  });
});
