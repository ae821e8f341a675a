// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetchProfile } from '../../../src/app/session/index.ts';
import { profileOf, renderApp, storeSession, stubProfile } from './harness.tsx';

vi.mock('virtual:portal-catalog', async () => ({ groups: (await import('./catalog-fixture.ts')).testGroups, loadGroup: vi.fn() }));
vi.mock('virtual:portal-tiles', async () => ({ groups: (await import('./catalog-fixture.ts')).testGroups }));
vi.mock('../../../src/panels/GroupPanel/index.ts', () => ({ GroupPanel: () => <div>panel</div> }));

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('sesi portal', () => {
  it('tanpa sesi tersimpan, dashboard mengarah ke beranda tanpa memanggil server', async () => {
    const fetch = stubProfile({});
    renderApp('/dashboard');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(screen.getByRole('link', { name: 'Masuk' })).toHaveAttribute('href', '/login');
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

  it('logout menghapus penyimpanan, kembali ke beranda, dan memberi tahu', async () => {
    storeSession();
    stubProfile({ status: true, data: profileOf('USER', 1, 10) });
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
