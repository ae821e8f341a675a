// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountFetch, callsTo } from '../../../helpers/app/account-fetch.ts';
import { renderApp } from '../../../helpers/app/harness.tsx';

vi.mock('virtual:portal-catalog', async () => ({ groups: (await import('../../../helpers/app/catalog-fixture.ts')).testGroups, loadGroup: vi.fn() }));
vi.mock('virtual:portal-tiles', async () => ({ groups: (await import('../../../helpers/app/catalog-fixture.ts')).testGroups }));
vi.mock('../../../../src/panels/GroupPanel/index.ts', () => ({ GroupPanel: () => <div>panel</div> }));

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  // Toasts live in a store of their own: one test's must not show in the next.
  notifications.clean();
});

const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' });

async function fill(values: { nama?: string; username?: string; password?: string; repeat?: string }) {
  if (values.nama) await userEvent.type(field('Nama'), values.nama);
  if (values.username) await userEvent.type(field('Username'), values.username);
  if (values.password) await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), values.password);
  if (values.repeat) await userEvent.type(field('Ulangi password'), values.repeat);
}

/** The sign-up page is a chunk of its own: it is there once its heading is. */
async function openSignup() {
  const view = renderApp('/daftar');
  await screen.findByRole('heading', { level: 1, name: 'Daftar di Portal API' }, { timeout: 5000 });
  return view;
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Daftar' }));
const valid = { nama: 'Sari Dewi', username: 'sari.dewi_2', password: 'rahasia-123', repeat: 'rahasia-123' };

describe('halaman Daftar', () => {
  it('form kosong: setiap kolom diberi pesannya, fokus ke Nama, server tidak dipanggil', async () => {
    const fetch = accountFetch({});
    vi.stubGlobal('fetch', fetch);
    await openSignup();
    await submit();
    expect(field('Nama')).toHaveAccessibleDescription('Nama tidak boleh kosong.');
    expect(field('Username')).toHaveAccessibleDescription(expect.stringContaining('Username tidak boleh kosong.'));
    expect(screen.getByLabelText(/^Password/, { selector: 'input' })).toHaveAccessibleDescription(expect.stringContaining('Password tidak boleh kosong.'));
    expect(field('Nama')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Nama')).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('menolak username di luar a-z0-9_. atau di luar 3–32 karakter, password di bawah 8 karakter, dan ulangan yang berbeda', async () => {
    const fetch = accountFetch({});
    vi.stubGlobal('fetch', fetch);
    await openSignup();
    await fill({ nama: 'Sari', username: 'Sari-Dewi', password: 'pendek', repeat: 'lain' });
    await submit();
    expect(field('Username')).toHaveAccessibleDescription(expect.stringContaining('Username hanya boleh berisi huruf kecil, angka, titik (.) dan garis bawah (_).'));
    expect(screen.getByLabelText(/^Password/, { selector: 'input' })).toHaveAccessibleDescription(expect.stringContaining('Password minimal 8 karakter.'));
    expect(field('Ulangi password')).toHaveAccessibleDescription('Ulangan password tidak sama.');
    expect(field('Username')).toHaveFocus();
    await userEvent.clear(field('Username'));
    await userEvent.type(field('Username'), 'ab');
    await submit();
    expect(field('Username')).toHaveAccessibleDescription(expect.stringContaining('Username harus 3–32 karakter.'));
    await userEvent.clear(field('Username'));
    await userEvent.type(field('Username'), 'a'.repeat(33));
    await submit();
    expect(field('Username')).toHaveAccessibleDescription(expect.stringContaining('Username harus 3–32 karakter.'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('berhasil: mengirim nama, username dan password, menyimpan apikey dan token, lalu dashboard menyapa nama baru', async () => {
    const fetch = accountFetch(
      { '/api/auth/register': { body: { status: true, message: 'Pendaftaran berhasil.', data: { apikey: 'AK-BARU', token: 'TK-BARU' } }, status: 201 } },
      'Sari Dewi',
    );
    vi.stubGlobal('fetch', fetch);
    await openSignup();
    await fill({ ...valid, nama: '  Sari Dewi ' });
    await submit();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(localStorage.getItem('userApiKey')).toBe('AK-BARU');
    expect(localStorage.getItem('userToken')).toBe('TK-BARU');
    const [sent] = callsTo(fetch, '/api/auth/register');
    expect(sent?.method).toBe('POST');
    expect(sent?.headers['Content-Type']).toBe('application/json');
    expect(sent?.body).toEqual({ nama: 'Sari Dewi', username: 'sari.dewi_2', password: 'rahasia-123' });
    expect(await screen.findByRole('heading', { name: 'Halo, Sari Dewi!' })).toBeInTheDocument();
    expect(callsTo(fetch, '/api/proxy/profile')[0]?.url).toBe('/api/proxy/profile?apikey=AK-BARU');
  });

  it('username sudah dipakai (409): pesan server di kolom username, fokus ke sana, tidak ada yang disimpan', async () => {
    vi.stubGlobal('fetch', accountFetch({ '/api/auth/register': { body: { status: false, message: 'Username sari.dewi_2 sudah dipakai.' }, status: 409 } }));
    await openSignup();
    await fill(valid);
    await submit();
    await waitFor(() => expect(field('Username')).toHaveAccessibleDescription(expect.stringContaining('Username sari.dewi_2 sudah dipakai.')));
    expect(field('Username')).toHaveFocus();
    expect(localStorage.getItem('userApiKey')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/daftar');
  });

  it('terlalu sering (429) dan galat lain: pesan server ditampilkan sekali di dekat form', async () => {
    const message = 'Terlalu banyak pendaftaran. Coba lagi dalam 42 detik.';
    vi.stubGlobal('fetch', accountFetch({ '/api/auth/register': { body: { status: false, message }, status: 429 } }));
    await openSignup();
    await fill(valid);
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(localStorage.getItem('userToken')).toBeNull();
  });

  it('tanpa pesan dari server atau tanpa jaringan: pesan cadangan', async () => {
    vi.stubGlobal('fetch', accountFetch({ '/api/auth/register': { body: {}, status: 500 } }));
    const view = await openSignup();
    await fill(valid);
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Pendaftaran gagal. Silakan coba lagi.');
    view.unmount();
    vi.stubGlobal('fetch', accountFetch({ '/api/auth/register': 'network-error' }));
    await openSignup();
    await fill(valid);
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Tidak dapat terhubung ke server. Periksa koneksi Anda lalu coba lagi.');
  });

  it('tombol Daftar tidak bisa ditekan lagi selama menunggu server', async () => {
    const fetch = accountFetch({ '/api/auth/register': 'pending' });
    vi.stubGlobal('fetch', fetch);
    await openSignup();
    await fill(valid);
    await submit();
    const button = screen.getByRole('button', { name: 'Daftar' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('data-loading');
    await userEvent.click(button);
    expect(callsTo(fetch, '/api/auth/register')).toHaveLength(1);
  });

  it('login menautkan ke Daftar, dan Daftar kembali ke login', async () => {
    vi.stubGlobal('fetch', accountFetch({}));
    renderApp('/login');
    await userEvent.click(await screen.findByRole('link', { name: 'Daftar' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/daftar');
    expect(await screen.findByRole('heading', { level: 1, name: 'Daftar di Portal API' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Masuk' })).toHaveAttribute('href', '/login');
  });
});
