// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadGroup } from 'virtual:portal-catalog';
import { whenValidatorReady } from '../../../src/engine/index.ts';
import { summarizeEntry } from '../../../src/catalog/summary.ts';
import { buildRequest } from '../../../src/engine/build-request.ts';
import { maskUrlApiKey } from '../../../src/engine/api-key.ts';
import { toCurl } from '../../../src/engine/curl.ts';
import { EntryDoc } from '../../../src/panels/EntryDoc/index.ts';
import { FileStore } from '../../../src/engine/file-store.ts';
import { TryPanel } from '../../../src/panels/TryPanel/index.ts';
import { renderWithProviders } from '../../helpers/render.tsx';

const key = 'kunci-rahasia-1234';

async function entry(group: string, id: string) {
  const loaded = (await loadGroup(group)).entries.find((e: { entry: { id: string } }) => e.entry.id === id);
  if (!loaded) throw new Error(`no entry ${id}`);
  await whenValidatorReady(loaded.validator);
  return loaded;
}

describe('cURL dari pembangun request runner', () => {
  it('body JSON dikirim apa adanya, kutip tunggal di-escape', () => {
    const request = { method: 'POST', url: '/api/proxy/tools/sql?apikey=K', headers: { 'Content-Type': 'application/json' }, body: '{"sql":"it\'s"}' };
    expect(toCurl(request, { origin: 'http://127.0.0.1:5173', revealApiKey: true })).toBe(
      [`curl -X POST 'http://127.0.0.1:5173/api/proxy/tools/sql?apikey=K'`, `-H 'Content-Type: application/json'`, `--data-raw '{"sql":"it'\\''s"}'`].join(' \\\n  '),
    );
  });

  it('form-data: file dengan -F name=@file, teks dengan --form-string, apikey tersamar', async () => {
    const files = new FileStore();
    const { entry: jwt } = await entry('devtools', 'jwt-create');
    const request = buildRequest(jwt, { expiresIn: '1h', payload: [{ key: 'userId', value: '@12' }] }, key, files);
    const curl = toCurl(request, { origin: 'http://x', revealApiKey: false });
    expect(curl).toContain(`--form-string 'expiresIn=1h'`);
    expect(curl).toContain(`--form-string 'userId=@12'`);
    expect(curl).not.toContain(key);
    expect(curl).toContain('apikey=••••••••••••••1234');

    const form = new FormData();
    form.append('image', new File(['x'], 'foto.png', { type: 'image/png' }), 'foto.png');
    expect(toCurl({ method: 'POST', url: '/u?apikey=k', headers: {}, body: form }, { origin: '', revealApiKey: true })).toContain(`-F 'image=@foto.png;type=image/png'`);
  });

  it('hanya nilai apikey yang disamarkan', () => {
    expect(maskUrlApiKey('/p?q=apikey&apikey=abc')).toBe('/p?q=apikey&apikey=••••••••');
  });
});

describe("'Salin cURL' di panel Coba", () => {
  it('menyalin request dari input saat ini dengan API key tersamar, lalu asli bila diminta', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TryPanel loaded={await entry('tools', 'qrcode')} getApiKey={() => key} />);
    await user.type(screen.getByLabelText(/URL atau teks/), 'https://example.com');
    await user.click(screen.getByRole('button', { name: 'Salin cURL' }));

    const expected = `curl -X POST '${window.location.origin}/api/proxy/tools/qrcode?url=https%3A%2F%2Fexample.com&width=200&ecl=M&apikey=••••••••••••••1234'`;
    expect(await screen.findByTestId('snippet-code')).toHaveTextContent(expected);
    expect(await navigator.clipboard.readText()).toBe(expected);
    expect(await screen.findByText('Berhasil disalin!')).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Tampilkan API Key' }));
    await user.click(screen.getByRole('button', { name: 'Salin cURL' }));
    expect(await navigator.clipboard.readText()).toContain(`apikey=${key}'`);
  });

  it('tanpa API key menampilkan pesan spesifikasi, tidak menyalin', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TryPanel loaded={await entry('tools', 'qrcode')} getApiKey={() => null} />);
    await user.click(screen.getByRole('button', { name: 'Salin cURL' }));
    expect((await screen.findAllByText('API Key tidak ditemukan. Silakan logout dan login kembali.')).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('snippet-code')).toBeNull();
  });
});

describe('Panduan Postman di blok dokumentasi', () => {
  it('dibuka lewat tombol dan berisi langkah, URL Postman dan pesan kesalahan katalog', async () => {
    const user = userEvent.setup();
    const loaded = await entry('tools', 'qrcode');
    renderWithProviders(<EntryDoc summary={summarizeEntry(loaded.entry)} loaded={loaded} getApiKey={() => key} />);
    expect(screen.queryByText('Langkah di Postman')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Panduan Postman' }));
    // The guide writer arrives as its own chunk on first open.
    expect(await screen.findByRole('heading', { name: 'Langkah di Postman' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getAllByText('{{baseUrl}}/api/proxy/tools/qrcode').length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getAllByText('URL atau teks tidak boleh kosong.').length).toBeGreaterThan(0));
    expect(screen.getByRole('button', { name: 'Panduan Postman' })).toHaveAttribute('aria-expanded', 'true');
  });
});
