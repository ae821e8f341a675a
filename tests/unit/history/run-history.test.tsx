// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import HistoryDrawer from '../../../src/history/HistoryDrawer/HistoryDrawer.tsx';
import { recordRun } from '../../../src/history/record-run.ts';
import { clearHistory, historyLimit, readHistory } from '../../../src/history/store.ts';
import { PortalRouter, usePathname, useSearch, useVisitState } from '../../../src/router/index.ts';
import { renderWithProviders } from '../../helpers/render.tsx';

const qrcode = { id: 'qrcode', group: 'tools', title: 'QR Code Generator', method: 'POST' as const, path: '/tools/qrcode' };

function Where() {
  return <output data-testid="where">{usePathname() + useSearch() + JSON.stringify(useVisitState())}</output>;
}

describe('riwayat request', () => {
  beforeEach(() => clearHistory());

  it('menyimpan status, durasi, ukuran dan isian tanpa isi file dan tanpa API key', () => {
    const file = { id: 'file-1', name: 'foto.png', size: 10, type: 'image/png' };
    recordRun(qrcode, { url: 'https://contoh.id', width: 200, apikey: 'rahasia', image: file }, { status: 200, durationMs: 41.6, size: 512 });
    const [record] = readHistory();
    expect(record).toMatchObject({ entryId: 'qrcode', group: 'tools', method: 'POST', path: '/tools/qrcode', status: 200, ok: true, durationMs: 42, size: 512 });
    expect(record.inputs).toEqual({ url: 'https://contoh.id', width: 200 });
    expect(record.files).toEqual({ image: ['foto.png'] });
    expect(localStorage.getItem('portalHistory')).not.toContain('rahasia');
  });

  it(`hanya ${historyLimit} request terakhir yang disimpan, terbaru lebih dulu`, () => {
    for (let i = 0; i < historyLimit + 5; i += 1) recordRun(qrcode, { width: i }, { status: 200, durationMs: 1, size: 1 });
    const records = readHistory();
    expect(records).toHaveLength(historyLimit);
    expect(records[0].inputs).toEqual({ width: historyLimit + 4 });
  });

  it("membuka lagi entri dengan isian terisi dan meminta file dipilih lagi; 'Hapus riwayat' mengosongkan", async () => {
    const user = userEvent.setup();
    recordRun(qrcode, { url: 'halo', image: { id: 'f', name: 'foto.png', size: 1, type: 'image/png' } }, { status: 400, durationMs: 12, size: 60 });
    window.history.replaceState(null, '', '/dashboard');
    renderWithProviders(
      <PortalRouter>
        <HistoryDrawer opened onClose={() => undefined} />
        <Where />
      </PortalRouter>,
    );
    expect(await screen.findByText('HTTP 400')).toBeInTheDocument();
    expect(screen.getByText('12 ms')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Buka lagi QR Code Generator/ }));
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/tools/qrcode?coba=1&in.url=halo{"files":{"image":["foto.png"]}}');
    await user.click(screen.getByRole('button', { name: 'Hapus riwayat' }));
    expect(screen.getByText('Belum ada riwayat request.')).toBeInTheDocument();
    expect(readHistory()).toEqual([]);
  });
});
