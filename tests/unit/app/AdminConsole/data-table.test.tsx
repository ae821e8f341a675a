// @vitest-environment jsdom
/** The console's tables read in Indonesian on screen, while their CSV keeps values a program reads. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from '../../../../src/app/AdminConsole/DataTable.tsx';
import { bucketLabel } from '../../../../src/usage/bucket-label.ts';
import { renderWithProviders } from '../../../helpers/render.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('DataTable', () => {
  it("shows 1.234 and 0,9 and the hour as '7 Des, 14.00', and downloads 1234, 0.9 and the ISO hour", async () => {
    const blobs: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(Object.create(URL), { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:tabel'), revokeObjectURL: () => undefined }));
    renderWithProviders(
      <DataTable title="Per jam" file="per-jam.csv" header={['Waktu (UTC)', 'Panggilan', 'p50 (ms)', 'Pesan']} shown={{ 0: bucketLabel }} empty="Kosong." rows={[['2026-12-07T14:00:00Z', 1234, 0.94, null]]} />,
    );
    const cells = within(screen.getByRole('region', { name: 'Per jam' })).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual(['7 Des, 14.00', '1.234', '0,9', '–']);
    await userEvent.click(screen.getByRole('button', { name: 'Unduh CSV' }));
    expect(await blobs[0].text()).toBe('Waktu (UTC),Panggilan,p50 (ms),Pesan\r\n2026-12-07T14:00:00Z,1234,0.94,\r\n');
  });
});
