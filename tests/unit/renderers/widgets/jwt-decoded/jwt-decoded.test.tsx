// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import type { SuccessAnswer } from '../../../../../src/renderers/types.ts';
import { FieldsView } from '../../../../../src/renderers/FieldsView/index.ts';
import JwtDecoded from '../../../../../src/renderers/widgets/jwt-decoded/index.ts';
import { catalogEntry } from '../../../../helpers/answers.ts';
import { renderWithProviders } from '../../../../helpers/render.tsx';

const entry = catalogEntry;

// Toasts live in a store shared by every render: each test starts without the previous one's.
afterEach(() => notifications.clean());

const json = (data: unknown): SuccessAnswer => ({ ok: true, status: 200, as: 'json', data, blob: new Blob([JSON.stringify(data)]) });

describe('info IP (tampilan fields)', () => {
  it('menampilkan IP lebih dulu dan field lain berlabel, termasuk yang tidak dikenal', () => {
    renderWithProviders(
      <FieldsView entry={entry('ip-info')} inputs={{}} answer={json({ status: true, ip: '203.0.113.42', kota: 'Jakarta', zona_waktu: 'Asia/Jakarta', asn: 7713 })} />,
    );
    const card = screen.getByRole('region', { name: 'Detail IP' });
    const terms = within(card).getAllByRole('term').map((t) => t.textContent);
    expect(terms).toEqual(['Alamat IP Anda', 'Kota', 'Zona waktu', 'Asn']);
    expect(within(card).getByLabelText('Alamat IP Anda')).toHaveTextContent('203.0.113.42');
    expect(within(card).getByLabelText('Zona waktu')).toHaveTextContent('Asia/Jakarta');
    expect(within(card).getByLabelText('Asn')).toHaveTextContent('7.713');
    expect(within(card).queryByText('true')).toBeNull();
  });

  it('menyalin IP dengan toast', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FieldsView entry={entry('ip-info')} inputs={{}} answer={json({ status: true, ip: '2001:db8::1' })} />);
    await user.click(screen.getByRole('button', { name: 'Salin IP' }));
    expect(await navigator.clipboard.readText()).toBe('2001:db8::1');
    expect(await screen.findByText('IP berhasil disalin!')).toBeInTheDocument();
    expect(screen.getAllByRole('term')).toHaveLength(1);
  });

  it('tanpa ip menampilkan pesan cadangan spesifikasi', () => {
    renderWithProviders(<FieldsView entry={entry('ip-info')} inputs={{}} answer={json({ status: true })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Gagal mengambil informasi IP.');
  });
});

describe('widget jwt-decoded', () => {
  it('menampilkan header dan payload terpisah, dengan waktu token', () => {
    renderWithProviders(
      <JwtDecoded
        entry={entry('jwt-decode')}
        inputs={{}}
        answer={json({ status: true, header: { alg: 'HS256', typ: 'JWT' }, payload: { userId: '12345', iat: 1735689600, exp: 1735693200 } })}
      />,
    );
    const header = screen.getByRole('region', { name: 'Header' });
    const payload = screen.getByRole('region', { name: 'Payload' });
    expect(header).toHaveTextContent('"alg": "HS256"');
    expect(header).not.toHaveTextContent('userId');
    expect(payload).toHaveTextContent('"userId": "12345"');
    expect(payload).not.toHaveTextContent('HS256');
    expect(screen.getByText(/^Kedaluwarsa \(exp\): /)).toHaveTextContent(new Date(1735693200 * 1000).toLocaleString('id-ID'));
  });

  it('jawaban tanpa payload menampilkan pesan cadangan spesifikasi', () => {
    renderWithProviders(<JwtDecoded entry={entry('jwt-decode')} inputs={{}} answer={json({ status: true, header: {} })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Gagal mendekode JWT atau format respons salah.');
  });
});
