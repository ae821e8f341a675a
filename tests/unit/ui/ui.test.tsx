// @vitest-environment jsdom
import { Button } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyTextButton } from '../../../src/renderers/parts/CopyTextButton.tsx';
import { copyText } from '../../../src/ui/copy-text.ts';
import { Spinner } from '../../../src/ui/Spinner.tsx';
import { renderWithProviders } from '../../helpers/render.tsx';

// Mantine keeps its toasts in one store for the whole file.
afterEach(() => notifications.clean());

/** A browser that refuses the clipboard (no permission, or a page not served over HTTPS). */
function refuseClipboard() {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: vi.fn(() => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'))) } });
}

describe('salin ke clipboard', () => {
  it('teks masuk clipboard lalu toast hijau mengonfirmasinya', async () => {
    const user = userEvent.setup();
    let copied: boolean | undefined;
    renderWithProviders(<Button onClick={() => void copyText('curl https://contoh', 'Berhasil disalin!').then((ok) => (copied = ok))}>Salin</Button>);
    await user.click(screen.getByRole('button', { name: 'Salin' }));
    expect(await screen.findByText('Berhasil disalin!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('curl https://contoh');
    expect(copied).toBe(true);
  });

  it('clipboard ditolak: tidak ada toast berhasil; tautan yang tidak tampil di layar ditunjukkan untuk disalin manual', async () => {
    const user = userEvent.setup();
    refuseClipboard();
    const answers: boolean[] = [];
    renderWithProviders(
      <>
        <Button onClick={() => void copyText('kode di layar', 'Kode disalin!').then((ok) => answers.push(ok))}>Salin kode</Button>
        <Button onClick={() => void copyText('http://localhost:5173/resep/cuaca', 'Tautan resep disalin.', { showTextIfRefused: true }).then((ok) => answers.push(ok))}>Salin tautan</Button>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Salin kode' }));
    await user.click(screen.getByRole('button', { name: 'Salin tautan' }));
    expect(await screen.findByText('http://localhost:5173/resep/cuaca')).toBeInTheDocument();
    expect(answers).toEqual([false, false]);
    expect(screen.queryByText('Kode disalin!')).toBeNull();
    expect(screen.queryByText('Tautan resep disalin.')).toBeNull();
  });

  it('tombol salin pada jawaban hanya mengonfirmasi salinan yang benar terjadi', async () => {
    const user = userEvent.setup();
    refuseClipboard();
    renderWithProviders(<CopyTextButton value="eyJhbGciOi" label="Salin Token" toast="Token berhasil disalin!" />);
    await user.click(screen.getByRole('button', { name: 'Salin Token' }));
    await waitFor(() => expect(navigator.clipboard.writeText).toHaveBeenCalledWith('eyJhbGciOi'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Token berhasil disalin!')).toBeNull();
  });
});

describe('spinner', () => {
  it('terbaca sebagai progress bar dengan namanya', () => {
    renderWithProviders(<Spinner label="Memuat formulir" />);
    expect(screen.getByRole('progressbar', { name: 'Memuat formulir' })).toBeInTheDocument();
  });
});
