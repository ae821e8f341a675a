// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountFetch, callsTo, type Answer } from '../../../helpers/app/account-fetch.ts';
import { renderApp, storeSession } from '../../../helpers/app/harness.tsx';

vi.mock('virtual:portal-catalog', async () => ({ groups: (await import('../../../helpers/app/catalog-fixture.ts')).testGroups, loadGroup: vi.fn() }));
vi.mock('virtual:portal-tiles', async () => ({ groups: (await import('../../../helpers/app/catalog-fixture.ts')).testGroups }));
vi.mock('../../../../src/panels/GroupPanel/index.ts', () => ({ GroupPanel: () => <div>panel</div> }));

beforeEach(() => {
  localStorage.clear();
  storeSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
  // Toasts live in a store of their own: one test's must not show in the next.
  notifications.clean();
});

async function openProfile(answers: Record<string, Answer>, section: 'kunci' | 'keamanan') {
  const fetch = accountFetch(answers);
  vi.stubGlobal('fetch', fetch);
  renderApp(`/profile#${section}`);
  // The profile page is a chunk of its own: its first import in a test run can take a while.
  await screen.findByRole('heading', { level: 1, name: 'Profil' }, { timeout: 5000 });
  return fetch;
}

const section = (name: string) => screen.getByRole('region', { name });
/** A field by the start of its label (a required field's label ends with an asterisk). */
const input = (scope: HTMLElement, label: string) => within(scope).getByLabelText(new RegExp(`^${label}`), { selector: 'input' });

describe('profil: Ganti password', () => {
  it('memeriksa kolom di browser sebelum memanggil server', async () => {
    const fetch = await openProfile({}, 'keamanan');
    const form = section('Ganti password');
    await userEvent.type(input(form, 'Password baru'), 'pendek');
    await userEvent.type(input(form, 'Ulangi password baru'), 'lain');
    await userEvent.click(within(form).getByRole('button', { name: 'Ganti password' }));
    expect(input(form, 'Password lama')).toHaveAccessibleDescription('Password lama tidak boleh kosong.');
    expect(input(form, 'Password baru')).toHaveAccessibleDescription(expect.stringContaining('Password minimal 8 karakter.'));
    expect(input(form, 'Ulangi password baru')).toHaveAccessibleDescription('Ulangan password tidak sama.');
    expect(input(form, 'Password lama')).toHaveFocus();
    expect(callsTo(fetch, '/api/auth/password')).toHaveLength(0);
  });

  it('mengirim password lama dan baru dengan token sesi; penolakan server ditampilkan', async () => {
    const fetch = await openProfile({ '/api/auth/password': { body: { status: false, message: 'Password lama salah.' }, status: 401 } }, 'keamanan');
    const form = section('Ganti password');
    await userEvent.type(input(form, 'Password lama'), 'lama-sekali');
    await userEvent.type(input(form, 'Password baru'), 'baru-sekali');
    await userEvent.type(input(form, 'Ulangi password baru'), 'baru-sekali');
    await userEvent.click(within(form).getByRole('button', { name: 'Ganti password' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Password lama salah.');
    const [sent] = callsTo(fetch, '/api/auth/password');
    expect(sent?.method).toBe('POST');
    expect(sent?.headers.Authorization).toBe('Bearer TOKEN');
    expect(sent?.body).toEqual({ oldPassword: 'lama-sekali', newPassword: 'baru-sekali' });
    // The session stays: a refused password change is not a refused session.
    expect(localStorage.getItem('userToken')).toBe('TOKEN');
  });

  it('berhasil: pesan sukses dan kolom dikosongkan', async () => {
    await openProfile({ '/api/auth/password': { body: { status: true, message: 'Password berhasil diganti.' } } }, 'keamanan');
    const form = section('Ganti password');
    await userEvent.type(input(form, 'Password lama'), 'lama-sekali');
    await userEvent.type(input(form, 'Password baru'), 'baru-sekali');
    await userEvent.type(input(form, 'Ulangi password baru'), 'baru-sekali');
    await userEvent.click(within(form).getByRole('button', { name: 'Ganti password' }));
    expect(await screen.findByText('Password berhasil diganti.')).toBeInTheDocument();
    expect(input(form, 'Password lama')).toHaveValue('');
    expect(input(form, 'Password baru')).toHaveValue('');
  });
});

describe('profil: Buat API Key baru', () => {
  it('menjelaskan nasib key lama, meminta konfirmasi, lalu memakai key baru di browser ini', async () => {
    const fetch = await openProfile({ '/api/auth/apikey': { body: { status: true, message: 'API Key baru dibuat.', data: { apikey: 'KEY-BARU-987654321' } } } }, 'kunci');
    const card = section('Buat API Key baru');
    await userEvent.click(within(card).getByRole('radio', { name: /24 jam/ }));
    expect(within(card).getByRole('radio', { name: /24 jam/ })).toHaveAccessibleDescription('Key lama masih diterima selama 24 jam, lalu ditolak.');
    await userEvent.click(within(card).getByRole('button', { name: 'Buat API Key baru' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buat API Key baru?' });
    expect(dialog).toHaveTextContent('Key lama masih diterima selama 24 jam, lalu ditolak. Portal ini langsung memakai key baru.');
    expect(callsTo(fetch, '/api/auth/apikey')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, buat key baru' }));
    expect(await screen.findByText('API Key baru berhasil dibuat dan sudah dipakai portal ini.')).toBeInTheDocument();
    const [sent] = callsTo(fetch, '/api/auth/apikey');
    expect(sent?.headers.Authorization).toBe('Bearer TOKEN');
    expect(sent?.body).toEqual({ graceSeconds: 86400 });
    // The current key goes along: in front of an upstream the portal carries its request log over.
    expect(sent?.url).toBe('/api/auth/apikey?apikey=KEY-123456789');
    expect(localStorage.getItem('userApiKey')).toBe('KEY-BARU-987654321');
    expect(localStorage.getItem('userToken')).toBe('TOKEN');
    // The profile is asked again with the new key, and the page shows it.
    await waitFor(() => expect(callsTo(fetch, '/api/proxy/profile').at(-1)?.url).toBe('/api/proxy/profile?apikey=KEY-BARU-987654321'));
    await userEvent.click(screen.getByRole('button', { name: 'Tampilkan' }));
    expect(screen.getByTestId('api-key')).toHaveTextContent('KEY-BARU-987654321');
  });

  it('pilihan awal Langsung: key lama langsung ditolak; Batal tidak mengubah apa pun', async () => {
    const fetch = await openProfile({}, 'kunci');
    const card = section('Buat API Key baru');
    expect(within(card).getByRole('radio', { name: /Langsung/ })).toBeChecked();
    await userEvent.click(within(card).getByRole('button', { name: 'Buat API Key baru' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buat API Key baru?' });
    expect(dialog).toHaveTextContent('Key lama langsung ditolak.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Batal' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetch, '/api/auth/apikey')).toHaveLength(0);
    expect(localStorage.getItem('userApiKey')).toBe('KEY-123456789');
  });

  it('penolakan server ditampilkan dan key lama tetap dipakai', async () => {
    const fetch = await openProfile({ '/api/auth/apikey': { body: { status: false, message: 'Terlalu sering. Coba lagi dalam 30 detik.' }, status: 429 } }, 'kunci');
    const card = section('Buat API Key baru');
    await userEvent.click(within(card).getByRole('radio', { name: /1 jam/ }));
    await userEvent.click(within(card).getByRole('button', { name: 'Buat API Key baru' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ya, buat key baru' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Terlalu sering. Coba lagi dalam 30 detik.');
    expect(callsTo(fetch, '/api/auth/apikey')[0]?.body).toEqual({ graceSeconds: 3600 });
    expect(localStorage.getItem('userApiKey')).toBe('KEY-123456789');
  });
});

describe('profil: Keluar dari semua perangkat', () => {
  it('setelah konfirmasi mengakhiri semua sesi di server, lalu browser ini ke /login', async () => {
    const fetch = await openProfile({ '/api/auth/logout-all': { body: { status: true, message: 'Semua sesi telah diakhiri.' } } }, 'keamanan');
    const card = section('Keluar dari semua perangkat');
    await userEvent.click(within(card).getByRole('button', { name: 'Keluar dari semua perangkat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Keluar dari semua perangkat?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, keluar dari semua' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(await screen.findByText('Semua sesi telah diakhiri.')).toBeInTheDocument();
    const [sent] = callsTo(fetch, '/api/auth/logout-all');
    expect(sent?.method).toBe('POST');
    expect(sent?.headers.Authorization).toBe('Bearer TOKEN');
    expect(localStorage.getItem('userApiKey')).toBeNull();
    expect(localStorage.getItem('userToken')).toBeNull();
  });

  it('bila server menolak, sesi tetap dan pesannya ditampilkan', async () => {
    await openProfile({ '/api/auth/logout-all': { body: {}, status: 502 } }, 'keamanan');
    const card = section('Keluar dari semua perangkat');
    await userEvent.click(within(card).getByRole('button', { name: 'Keluar dari semua perangkat' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ya, keluar dari semua' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Gagal mengakhiri semua sesi.');
    expect(screen.getByTestId('location')).toHaveTextContent('/profile');
    expect(localStorage.getItem('userToken')).toBe('TOKEN');
  });
});

describe('profil: daftar key yang gagal dimuat', () => {
  it('menampilkan pesan koneksi dan Coba lagi; Coba lagi memuat daftar tanpa memuat ulang halaman', async () => {
    const answers: Record<string, Answer> = { '/api/account/keys': 'network-error' };
    const fetch = await openProfile(answers, 'kunci');
    const alert = await screen.findByRole('alert', { name: 'Daftar key tidak dapat dimuat' });
    expect(alert).toHaveTextContent('Tidak dapat terhubung ke server. Periksa koneksi Anda lalu coba lagi.');
    answers['/api/account/keys'] = {
      body: { status: true, data: { keysPerAccount: 3, items: [{ id: 'k1', name: 'Kunci utama', main: true, scope: null, dailyCap: null, createdAt: '2026-12-01T00:00:00Z', expiresAt: null, lastUsedAt: null, state: 'aktif' }] } },
    };
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByTestId('key-count')).toHaveTextContent('1 dari 3 key aktif yang dibolehkan paket Anda');
    expect(callsTo(fetch, '/api/account/keys').length).toBeGreaterThanOrEqual(2);
  });
});
