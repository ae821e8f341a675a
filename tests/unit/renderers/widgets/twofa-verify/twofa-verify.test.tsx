// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import type { SuccessAnswer } from '../../../../../src/renderers/types.ts';
import { TextView } from '../../../../../src/renderers/TextView/index.ts';
import TwofaVerify from '../../../../../src/renderers/widgets/twofa-verify/index.ts';
import { catalogEntry } from '../../../../helpers/answers.ts';
import { renderWithProviders } from '../../../../helpers/render.tsx';

const entry = catalogEntry;

// Toasts live in a store shared by every render: each test starts without the previous one's.
afterEach(() => notifications.clean());

const json = (data: unknown, status = 200): SuccessAnswer => ({ ok: true, status, as: 'json', data, blob: new Blob([JSON.stringify(data)]) });

describe('secret 2FA (tampilan text dengan gambar)', () => {
  const generated = { status: true, qrCodeUrl: 'data:image/png;base64,iVBORw0KGgo=', secret: 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU', message: 'Pindai QR code dengan aplikasi autentikator.' };

  it('menampilkan QR, secret dan pesan; menyalin secret dengan toast', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TextView entry={entry('2fa-generate')} inputs={{ userId: 'budi' }} answer={json(generated)} />);
    expect(screen.getByRole('img', { name: 'QR code 2FA' })).toHaveAttribute('src', generated.qrCodeUrl);
    expect(screen.getByText(generated.message)).toBeInTheDocument();
    expect(screen.getByLabelText('Secret')).toHaveTextContent(generated.secret);
    await user.click(screen.getByRole('button', { name: 'Salin secret' }));
    expect(await navigator.clipboard.readText()).toBe(generated.secret);
    expect(await screen.findByText('Secret berhasil disalin!')).toBeInTheDocument();
  });

  it('jawaban tanpa secret menampilkan Gagal membuat kode 2FA.', () => {
    renderWithProviders(<TextView entry={entry('2fa-generate')} inputs={{}} answer={json({ status: true, qrCodeUrl: 'x' })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Gagal membuat kode 2FA.');
  });
});

describe('widget twofa-verify', () => {
  it('berhasil: pesan sukses dan seluruh isi jawaban', () => {
    const body = { status: true, message: 'Verifikasi 2FA berhasil.', userId: 'budi', verified: true };
    renderWithProviders(<TwofaVerify entry={entry('2fa-verify')} inputs={{}} answer={json(body)} />);
    expect(screen.getByRole('status')).toHaveTextContent('Verifikasi 2FA berhasil.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(/"verified": true/)).toHaveTextContent(JSON.stringify(body, null, 2).replace(/\s+/g, ' '), { normalizeWhitespace: true });
  });

  it('gagal: judul Verifikasi gagal. dan isi jawaban tetap tampil', () => {
    const body = { status: false, message: 'Verifikasi gagal.', userId: 'budi', verified: false, reason: 'Token tidak valid atau sudah kedaluwarsa.' };
    renderWithProviders(<TwofaVerify entry={entry('2fa-verify')} inputs={{}} answer={json(body, 400)} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Verifikasi gagal.');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText(/"reason": "Token tidak valid atau sudah kedaluwarsa."/)).toBeInTheDocument();
  });
});
