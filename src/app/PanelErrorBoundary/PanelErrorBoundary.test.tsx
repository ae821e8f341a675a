// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profileOf, renderApp, storeSession, stubProfile } from '../../../tests/helpers/app/harness.tsx';

/** How the mocked group panel behaves: throw while rendering, or show itself. */
const panel = vi.hoisted(() => ({ throws: true, renders: 0 }));

vi.mock('virtual:portal-catalog', async () => ({ groups: (await import('../../../tests/helpers/app/catalog-fixture.ts')).testGroups, loadGroup: vi.fn() }));
vi.mock('virtual:portal-tiles', async () => ({ groups: (await import('../../../tests/helpers/app/catalog-fixture.ts')).testGroups }));
vi.mock('../../panels/GroupPanel/index.ts', () => ({
  GroupPanel: ({ group }: { group: { id: string } }) => {
    panel.renders += 1;
    if (panel.throws) throw new Error('widget rusak');
    return <div data-testid="group-panel">{group.id}</div>;
  },
}));

beforeEach(() => {
  localStorage.clear();
  storeSession();
  stubProfile({ status: true, data: profileOf('USER', 1, 10) });
  panel.throws = true;
  panel.renders = 0;
  // React reports caught render errors on the console; the boundary's own report is expected here.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PanelErrorBoundary', () => {
  it('panel yang gagal menampilkan pesan di dalam panel, dasbor tetap tampil', async () => {
    renderApp('/dashboard/cuaca');
    expect(await screen.findByRole('alert')).toHaveTextContent('Terjadi kesalahan pada fitur ini.');
    // The greeting stays in the header (plain text there: the panel's title is the page's h1).
    expect(screen.getByText('Halo, Demo Developer!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Fitur Cuaca' })).toBeInTheDocument();
    expect(screen.queryByTestId('group-panel')).toBeNull();
  });

  it('tautan kembali tetap membawa ke semua fitur', async () => {
    renderApp('/dashboard/cuaca');
    await screen.findByText('Terjadi kesalahan pada fitur ini.');
    await userEvent.click(screen.getByRole('link', { name: /Kembali ke semua fitur/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/);
    expect(await screen.findByTestId('tile-cuaca')).toBeInTheDocument();
  });

  it('Coba lagi memasang ulang panel; bila kini berhasil, panel tampil', async () => {
    renderApp('/dashboard/cuaca');
    await screen.findByText('Terjadi kesalahan pada fitur ini.');
    const before = panel.renders;
    panel.throws = false;
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByTestId('group-panel')).toHaveTextContent('cuaca');
    expect(panel.renders).toBeGreaterThan(before);
    expect(screen.queryByText('Terjadi kesalahan pada fitur ini.')).toBeNull();
  });

  it('Coba lagi yang gagal lagi tetap menampilkan pesan, bukan halaman kosong', async () => {
    renderApp('/dashboard/cuaca');
    await screen.findByText('Terjadi kesalahan pada fitur ini.');
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('Terjadi kesalahan pada fitur ini.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Kembali ke semua fitur/ })).toBeInTheDocument();
  });
});
