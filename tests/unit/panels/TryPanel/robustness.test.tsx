// @vitest-environment jsdom
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadGroup } from 'virtual:portal-catalog';
import { whenValidatorReady } from '../../../../src/engine/index.ts';
import type { EntrySummary } from '../../../../src/catalog/types.ts';
import { EntryDoc } from '../../../../src/panels/EntryDoc/index.ts';
import type { LoadedEntry } from '../../../../src/engine/loaded-entry.ts';
import { defaultTimeoutMs } from '../../../../src/engine/send-request.ts';
import { TryPanel } from '../../../../src/panels/TryPanel/index.ts';
import { json, profileOf, renderApp, storeSession } from '../../../helpers/app/harness.tsx';
import { renderWithProviders } from '../../../helpers/render.tsx';

async function cuaca(): Promise<LoadedEntry> {
  const loaded = ((await loadGroup('cuaca')).entries as LoadedEntry[]).find((e) => e.entry.id === 'cuaca');
  if (!loaded) throw new Error('entri cuaca tidak ada');
  await whenValidatorReady(loaded.validator);
  return loaded;
}

/**
 * A fetch that never answers on its own: it only rejects when its signal aborts, as a browser's
 * does. `answer` may still answer some calls (the profile, for the whole app).
 */
function hangingFetch(answer: (url: string) => Response | undefined = () => undefined) {
  const signals: AbortSignal[] = [];
  const fetch = vi.fn((url: string, init: RequestInit) => {
    const answered = answer(url);
    if (answered) return Promise.resolve(answered);
    const signal = init.signal as AbortSignal;
    signals.push(signal);
    return new Promise<Response>((_resolve, reject) => {
      signal.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
    });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, signals };
}

/** The inline alert under the form (a toast says the same in its own alert). */
async function inlineAlert(message: string) {
  await waitFor(() => expect(screen.getAllByRole('alert').some((a) => a.textContent?.includes(message))).toBe(true));
}

async function submitCity(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/Kota/), 'Bandung');
  await user.click(screen.getByRole('button', { name: 'Cek' }));
}

afterEach(() => {
  // Toasts live in a store shared by every render: none may leak into the next test.
  notifications.clean();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('runner saat jaringan bermasalah', () => {
  it('kegagalan jaringan menampilkan pesan berbahasa Indonesia', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderWithProviders(<TryPanel loaded={await cuaca()} getApiKey={() => 'KEY'} />);
    await submitCity(userEvent.setup());
    await inlineAlert('Tidak dapat terhubung ke server. Periksa koneksi Anda lalu coba lagi.');
    expect(screen.getByRole('button', { name: 'Cek' })).toBeEnabled();
  });

  it('server yang tidak menjawab berakhir dengan pesan batas waktu, dan request-nya dibatalkan', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { signals } = hangingFetch();
    renderWithProviders(<TryPanel loaded={await cuaca()} getApiKey={() => 'KEY'} />);
    await submitCity(userEvent.setup({ advanceTimers: vi.advanceTimersByTime }));
    expect(screen.getByRole('button', { name: 'Mengecek...' })).toBeDisabled();
    await act(async () => {
      vi.advanceTimersByTime(defaultTimeoutMs);
    });
    await inlineAlert('Server tidak menjawab tepat waktu. Silakan coba lagi.');
    expect(signals[0].aborted).toBe(true);
  });
});

describe('runner saat panel ditinggalkan atau tombol ditekan berulang', () => {
  it('menutup panel membatalkan request yang sedang berjalan', async () => {
    const { fetch, signals } = hangingFetch();
    const { unmount } = renderWithProviders(<TryPanel loaded={await cuaca()} getApiKey={() => 'KEY'} />);
    await submitCity(userEvent.setup());
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(signals[0].aborted).toBe(false);
    unmount();
    expect(signals[0].aborted).toBe(true);
  });

  it("menutup 'Coba' di blok dokumentasi membatalkan request-nya", async () => {
    const { fetch, signals } = hangingFetch();
    const loaded = await cuaca();
    const summary: EntrySummary = { ...loaded.entry, group: 'cuaca' };
    renderWithProviders(<EntryDoc summary={summary} loaded={loaded} getApiKey={() => 'KEY'} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Coba' }));
    await submitCity(user);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: 'Coba' }));
    await waitFor(() => expect(signals[0].aborted).toBe(true));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('kembali ke semua fitur membatalkan request panel yang ditinggalkan', async () => {
    // The profile answers; the weather call hangs until aborted.
    const { signals } = hangingFetch((url) => (url.startsWith('/api/proxy/profile') ? json({ status: true, data: profileOf('USER', 1, 10) }) : undefined));
    localStorage.clear();
    storeSession();
    renderApp('/dashboard/cuaca/cuaca');
    const user = userEvent.setup();
    await submitCity(user);
    await waitFor(() => expect(signals).toHaveLength(1));
    expect(signals[0].aborted).toBe(false);
    await user.click(screen.getByRole('link', { name: /Kembali ke semua fitur/ }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/dashboard$/);
    expect(signals[0].aborted).toBe(true);
  });

  it('klik ganda pada tombol kirim hanya mengirim satu request', async () => {
    const { fetch } = hangingFetch();
    renderWithProviders(<TryPanel loaded={await cuaca()} getApiKey={() => 'KEY'} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Kota/), 'Bandung');
    await user.dblClick(screen.getByRole('button', { name: 'Cek' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    // A third press while the answer is awaited sends nothing either.
    await user.click(screen.getByRole('button', { name: /Cek|Mengecek/ }));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0][0])).toBe('/api/proxy/features/cuaca?kota=Bandung&apikey=KEY');
  });
});
