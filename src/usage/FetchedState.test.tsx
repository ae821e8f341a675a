// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/helpers/render.tsx';
import { FetchedState } from './FetchedState.tsx';

const section = (loaded: Parameters<typeof FetchedState<string[]>>[0]['loaded'], reload = vi.fn()) =>
  renderWithProviders(
    <FetchedState loaded={loaded} reload={reload} loading="Memuat log request…" failed="Log request tidak dapat dimuat">
      {(items) => <p>{items.join(', ')}</p>}
    </FetchedState>,
  );

describe('FetchedState', () => {
  it('selama memuat: status dengan kata-katanya, bukan isi', () => {
    section({ state: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Memuat log request…');
  });

  it('gagal: judul, pesan server, dan Coba lagi yang meminta ulang', async () => {
    const reload = vi.fn();
    section({ state: 'failed', message: 'Server tidak dapat dihubungi.' }, reload);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Log request tidak dapat dimuat');
    expect(alert).toHaveTextContent('Server tidak dapat dihubungi.');
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('siap: isi bagian itu sendiri', () => {
    section({ state: 'ready', data: ['cuaca', 'gempa'] });
    expect(screen.getByText('cuaca, gempa')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Coba lagi' })).toBeNull();
  });
});
