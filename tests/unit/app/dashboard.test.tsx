// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profileOf, renderApp, storeSession, stubProfile } from '../../helpers/app/harness.tsx';

vi.mock('virtual:portal-catalog', async () => ({ groups: (await import('../../helpers/app/catalog-fixture.ts')).testGroups, loadGroup: vi.fn() }));
vi.mock('virtual:portal-tiles', async () => ({ groups: (await import('../../helpers/app/catalog-fixture.ts')).testGroups }));
vi.mock('../../../src/panels/GroupPanel/index.ts', () => ({
  GroupPanel: ({ group, focusEntryId, getApiKey }: { group: { id: string }; focusEntryId?: string; getApiKey: () => string | null }) => (
    <div data-testid="group-panel">
      {group.id}|{focusEntryId ?? '-'}|{getApiKey()}
    </div>
  ),
}));

beforeEach(() => {
  localStorage.clear();
  storeSession();
});
afterEach(() => vi.unstubAllGlobals());

describe('dashboard', () => {
  it('menyapa pengguna dan menautkan profil serta channel', async () => {
    stubProfile({ status: true, data: profileOf('USER', 1, 10) });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Halo, Demo Developer!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profil' })).toHaveAttribute('href', '/profile');
    // No channel configured: the place says so instead of opening a generic page.
    expect(screen.getByRole('button', { name: 'Channel belum diatur' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Gabung Channel' })).toBeNull();
    // The default picture travels inside the script: no request of its own.
    expect(screen.getByTestId('dashboard').style.getPropertyValue('--portal-picture')).toMatch(/^url\("?data:image\/svg\+xml,.*e7f0ff/);
  });

  it("'Gabung Channel' membuka channel yang diatur server (PORTAL_CHANNEL_URL) di tab baru", async () => {
    const meta = Object.assign(document.createElement('meta'), { name: 'portal-channel', content: 'https://chat.example/saluran' });
    document.head.append(meta);
    try {
      stubProfile({ status: true, data: profileOf('USER', 1, 10) });
      renderApp('/dashboard');
      const channel = await screen.findByRole('link', { name: 'Gabung Channel' });
      expect(channel).toHaveAttribute('href', 'https://chat.example/saluran');
      expect(channel).toHaveAttribute('target', '_blank');
      expect(channel.getAttribute('rel')).toContain('noopener');
      expect(screen.queryByText('Channel belum diatur')).toBeNull();
    } finally {
      meta.remove();
    }
  });

  it('memakai gambar latar profil lewat proxy gambar', async () => {
    stubProfile({ status: true, data: { ...profileOf('USER', 1, 10), backgroundImageUrl: 'https://img.example/a b.png' } });
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Halo, Demo Developer!' });
    expect(screen.getByTestId('dashboard').style.getPropertyValue('--portal-picture')).toContain(
      `/api/images/proxy?url=${encodeURIComponent('https://img.example/a b.png')}&apikey=`,
    );
  });

  it('menampilkan banner batas untuk USER yang mencapai limit', async () => {
    stubProfile({ status: true, data: profileOf('USER', 10, 10) });
    renderApp('/dashboard');
    expect(await screen.findByText('Batas Request Habis!')).toBeInTheDocument();
  });

  it('tidak menampilkan banner untuk USER di bawah limit', async () => {
    stubProfile({ status: true, data: profileOf('USER', 9, 10) });
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Halo, Demo Developer!' });
    expect(screen.queryByText('Batas Request Habis!')).toBeNull();
  });

  it('tidak menampilkan banner untuk role lain meski melewati limit', async () => {
    stubProfile({ status: true, data: profileOf('PREMIUM', 50, 10) });
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Halo, Demo Developer!' });
    expect(screen.queryByText('Batas Request Habis!')).toBeNull();
  });

  it('tile aktif adalah tautan, tile Disabled dan Coming Soon bukan', async () => {
    stubProfile({ status: true, data: profileOf('USER', 1, 10) });
    renderApp('/dashboard');
    const active = await screen.findByTestId('tile-cuaca');
    expect(active.tagName).toBe('A');
    expect(active).toHaveAttribute('href', '/dashboard/cuaca');
    const disabled = screen.getByTestId('tile-reminders');
    expect(disabled.tagName).not.toBe('A');
    expect(within(disabled).queryByRole('link')).toBeNull();
    expect(within(disabled).getByText('Disabled')).toBeInTheDocument();
    const soon = screen.getByTestId('tile-story');
    expect(soon.tagName).not.toBe('A');
    expect(within(soon).getByText('Coming Soon')).toBeInTheDocument();
    expect(screen.getByText('Internal')).toBeInTheDocument();
    expect(screen.getByText('3rd Party')).toBeInTheDocument();
  });

  it('tautan dalam membuka panel grup dengan entri terfokus', async () => {
    stubProfile({ status: true, data: profileOf('USER', 1, 10) });
    renderApp('/dashboard/cuaca/cuaca');
    expect(await screen.findByRole('heading', { name: 'Fitur Cuaca' })).toBeInTheDocument();
    expect(screen.getByTestId('group-panel')).toHaveTextContent('cuaca|cuaca|KEY-123456789');
    expect(screen.getByRole('link', { name: /Kembali ke semua fitur/ })).toHaveAttribute('href', '/dashboard');
  });

  it('grup tak dikenal atau nonaktif menampilkan Fitur tidak ditemukan.', async () => {
    stubProfile({ status: true, data: profileOf('USER', 1, 10) });
    renderApp('/dashboard/reminders');
    expect(await screen.findByText('Fitur tidak ditemukan.')).toBeInTheDocument();
    expect(screen.queryByTestId('group-panel')).toBeNull();
    expect(screen.getByRole('link', { name: /Kembali ke semua fitur/ })).toBeInTheDocument();
  });

  it('profil menampilkan pemakaian dan API Key tersamar yang bisa ditampilkan', async () => {
    stubProfile({ status: true, data: profileOf('USER', 3, 10) });
    renderApp('/profile');
    // The profile page is a chunk of its own: its first import in a test run can take a while.
    expect(await screen.findByTestId('usage', {}, { timeout: 5000 })).toHaveTextContent('3 / 10');
    expect(screen.getByTestId('api-key')).not.toHaveTextContent('KEY-123456789');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Tampilkan' }));
    expect(screen.getByTestId('api-key')).toHaveTextContent('KEY-123456789');
    await user.click(screen.getByRole('button', { name: 'Salin API Key' }));
    expect(await screen.findByText('API Key berhasil disalin!')).toBeInTheDocument();
    await waitFor(() => expect(navigator.clipboard.readText()).resolves.toBe('KEY-123456789'));
  });
});
