// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { groups, loadGroup } from 'virtual:portal-catalog';
import type { GroupSummary } from '../../../../../src/catalog/types.ts';
import WaifuWidget from '../../../../../src/renderers/group-widgets/waifu/index.ts';
import type { ClassifiedAnswer } from '../../../../../src/engine/classify-answer.ts';
import { GroupRunnerContext } from '../../../../../src/renderers/group-runner.ts';
import type { GroupRunner } from '../../../../../src/engine/index.ts';
import type { LoadedEntry } from '../../../../../src/engine/loaded-entry.ts';
import { renderWithProviders } from '../../../../helpers/render.tsx';

const group = groups.find((g: GroupSummary) => g.id === 'waifu') as GroupSummary;
let entries: LoadedEntry[];
beforeAll(async () => {
  entries = (await loadGroup('waifu')).entries;
});
afterEach(() => notifications.clean());

const ok = (data: unknown, message = 'OK'): ClassifiedAnswer => ({ ok: true, status: 200, as: 'json', data: { status: true, message, data }, blob: new Blob() });
const refused = (status: number, message: string): ClassifiedAnswer => ({ ok: false, status, message, data: { status: false, message } });
const images = Array.from({ length: 24 }, (_, i) => `/fixtures/waifu.png?gambar=${i + 1}`);
const rem = { character_details: { nama: 'Rem', anime: 'Re:Zero kara Hajimeru Isekai Seikatsu', waifuid: '1042' }, images };

/** A group runner over a tiny waifu game, recording every call the widget makes. */
function gameRunner(overrides: Record<string, () => ClassifiedAnswer> = {}) {
  const calls: [string, Record<string, unknown>][] = [];
  const claims: { waifuid: string; imgurl: string }[] = [];
  let married: string | null = null;
  const answer = (id: string, inputs: Record<string, unknown>): ClassifiedAnswer => {
    if (overrides[id]) return overrides[id]();
    const waifuid = String(inputs.waifuid ?? '');
    switch (id) {
      case 'waifu-random':
        return ok(rem);
      case 'waifu-search':
        return String(inputs.nama).toLowerCase() === 'rem' ? ok(rem) : refused(404, 'Waifu tidak ditemukan.');
      case 'waifu-myclaim':
        return claims.length === 0 ? refused(404, 'Belum ada waifu yang diklaim.') : ok(claims.map((c) => ({ claimDetails: { imgurl: c.imgurl }, waifu: { nama: 'Rem', waifuid: c.waifuid } })));
      case 'waifu-mymarriage':
        return married ? ok({ waifu: { nama: 'Rem', imgurl: images[0], waifuid: married }, marriageDate: '2026-11-21T10:00:00.000Z' }) : refused(404, 'Kamu belum menikah dengan waifu mana pun.');
      case 'waifu-ranking':
        return ok([{ nama: 'Rem', anime: 'Re:Zero', claimedBy: ['1', '2', '3'] }]);
      case 'waifu-claim':
        claims.push({ waifuid, imgurl: String(inputs.imgurl) });
        return ok(undefined, 'Rem berhasil diklaim.');
      case 'waifu-unclaim':
        claims.splice(claims.findIndex((c) => c.waifuid === waifuid), 1);
        return ok(undefined, 'Klaim Rem berhasil dilepas.');
      case 'waifu-marry':
        married = waifuid;
        return ok(undefined, 'Selamat! Kamu sekarang menikah dengan Rem.');
      case 'waifu-unmarry':
        married = null;
        return ok(undefined, 'Pernikahan dengan Rem berhasil dibatalkan.');
    }
    throw new Error(`entri tak dikenal ${id}`);
  };
  const runner: GroupRunner = {
    groupId: 'waifu',
    entries,
    run: async (id, inputs) => {
      calls.push([id, inputs]);
      return answer(id, inputs);
    },
  };
  const count = (id: string) => calls.filter(([c]) => c === id).length;
  return { runner, calls, count };
}

function renderWidget(runner: GroupRunner) {
  return renderWithProviders(
    <GroupRunnerContext.Provider value={runner}>
      <WaifuWidget group={group} />
    </GroupRunnerContext.Provider>,
  );
}

const openTab = (name: string) => userEvent.click(screen.getByRole('tab', { name }));
/** The widget's own message (toasts are shown too, outside it). */
const feedback = () => within(screen.getByRole('region', { name: 'Coba Fitur Waifu' })).findByRole('alert');

describe('widget Waifu', () => {
  it('menampilkan tab Cari, uji coba klaim user, Pernikahan, Peringkat dan waifu acak dengan maksimal 20 gambar', async () => {
    renderWidget(gameRunner().runner);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Cari', 'uji coba klaim user', 'Pernikahan', 'Peringkat']);
    const card = await screen.findByRole('region', { name: 'Waifu Rem' });
    expect(within(card).getByText('Anime: Re:Zero kara Hajimeru Isekai Seikatsu')).toBeInTheDocument();
    expect(within(card).getByText('Waifu ID: 1042')).toBeInTheDocument();
    expect(within(card).getAllByRole('button', { name: /^Gambar \d+ dari 20$/ })).toHaveLength(20);
  });

  it('hanya memuat waifu acak saat dibuka; tab lain dimuat saat pertama kali dibuka', async () => {
    const game = gameRunner();
    renderWidget(game.runner);
    await screen.findByRole('region', { name: 'Waifu Rem' });
    expect(game.calls.map(([id]) => id)).toEqual(['waifu-random']);
    await openTab('Peringkat');
    await screen.findByRole('table', { name: 'Peringkat waifu' });
    expect(game.calls.map(([id]) => id)).toEqual(['waifu-random', 'waifu-ranking']);
  });

  it('gambar dari luar dimuat lewat proxy gambar portal', async () => {
    const outside = { ...rem, images: ['https://cdn.example/rem.png'] };
    renderWidget(gameRunner({ 'waifu-random': () => ok(outside) }).runner);
    const card = await screen.findByRole('region', { name: 'Waifu Rem' });
    expect(card.querySelector('img')).toHaveAttribute('src', '/api/images/proxy?url=https%3A%2F%2Fcdn.example%2Frem.png');
  });

  it('pencarian kosong menampilkan "Masukkan nama waifu." tanpa request; nama yang tidak ada menampilkan pesan server', async () => {
    const game = gameRunner();
    renderWidget(game.runner);
    await screen.findByRole('region', { name: 'Waifu Rem' });
    await userEvent.click(screen.getByRole('button', { name: 'Cari' }));
    expect(screen.getByText('Masukkan nama waifu.')).toBeInTheDocument();
    expect(game.count('waifu-search')).toBe(0);
    await userEvent.type(screen.getByLabelText('Nama waifu'), 'Subaru');
    await userEvent.click(screen.getByRole('button', { name: 'Cari' }));
    expect(await screen.findByText('Waifu tidak ditemukan.')).toBeInTheDocument();
    expect(game.calls.at(-1)).toEqual(['waifu-search', { nama: 'Subaru' }]);
  });

  it('klaim tanpa konfirmasi dengan gambar yang dipilih, lalu daftar klaim dimuat ulang', async () => {
    const game = gameRunner();
    renderWidget(game.runner);
    await openTab('uji coba klaim user');
    expect(await screen.findByText('Belum ada waifu yang diklaim.')).toBeInTheDocument();
    expect(within(screen.getByRole('tabpanel')).getByText('123456789')).toBeInTheDocument();
    await openTab('Cari');
    const card = await screen.findByRole('region', { name: 'Waifu Rem' });
    await userEvent.click(within(card).getByRole('button', { name: 'Gambar 3 dari 20' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Klaim' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await feedback()).toHaveTextContent('Rem berhasil diklaim.');
    expect(game.calls).toContainEqual(['waifu-claim', { userId: '123456789', waifuid: '1042', imgurl: images[2] }]);
    await openTab('uji coba klaim user');
    expect(await screen.findByRole('button', { name: 'Lepas Rem' })).toBeInTheDocument();
    expect(game.count('waifu-myclaim')).toBe(2);
  });

  it('melepas meminta konfirmasi "Yakin ingin melepas waifu ini?"; Batal tidak mengirim apa pun', async () => {
    const game = gameRunner();
    renderWidget(game.runner);
    await userEvent.click(await screen.findByRole('button', { name: 'Klaim' }));
    await openTab('uji coba klaim user');
    await userEvent.click(await screen.findByRole('button', { name: 'Lepas Rem' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Yakin ingin melepas waifu ini?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(game.count('waifu-unclaim')).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'Lepas Rem' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ya, lepas' }));
    expect(await screen.findByText('Belum ada waifu yang diklaim.')).toBeInTheDocument();
    expect(game.calls).toContainEqual(['waifu-unclaim', { userId: '123456789', waifuid: '1042' }]);
  });

  it('menikah dan batal menikah dengan konfirmasi; tab Pernikahan ditampilkan dan dimuat ulang setiap kali', async () => {
    const game = gameRunner();
    renderWidget(game.runner);
    await userEvent.click(await screen.findByRole('button', { name: 'Klaim' }));
    await openTab('uji coba klaim user');
    await userEvent.click(await screen.findByRole('button', { name: 'Nikahi Rem' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Yakin ingin menikahi waifu ini?')).toBeInTheDocument();
    const marriageLoads = game.count('waifu-mymarriage');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, nikahi' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Pernikahan' })).toHaveAttribute('aria-selected', 'true'));
    expect(await screen.findByText('Menikah dengan Rem')).toBeInTheDocument();
    expect(game.count('waifu-mymarriage')).toBe(marriageLoads + 1);

    await userEvent.click(screen.getByRole('button', { name: 'Batalkan Pernikahan' }));
    const second = await screen.findByRole('dialog');
    expect(within(second).getByText('Yakin ingin membatalkan pernikahan?')).toBeInTheDocument();
    await userEvent.click(within(second).getByRole('button', { name: 'Ya, batalkan' }));
    expect(await screen.findByText('Kamu belum menikah dengan waifu mana pun.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pernikahan' })).toHaveAttribute('aria-selected', 'true');
    expect(game.calls).toContainEqual(['waifu-unmarry', { userId: '123456789', waifuid: '1042' }]);
    expect(game.count('waifu-mymarriage')).toBe(marriageLoads + 2);
  });

  it('bisa dipakai dengan papan ketik: panah berpindah tab, Escape membatalkan konfirmasi', async () => {
    const game = gameRunner();
    renderWidget(game.runner);
    await userEvent.click(await screen.findByRole('button', { name: 'Klaim' }));
    screen.getByRole('tab', { name: 'Cari' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'uji coba klaim user' })).toHaveAttribute('aria-selected', 'true');
    (await screen.findByRole('button', { name: 'Lepas Rem' })).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Batal' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(game.count('waifu-unclaim')).toBe(0);
  });

  it('penolakan server ditampilkan dengan pesannya, tanpa pindah tab', async () => {
    const game = gameRunner({ 'waifu-claim': () => refused(409, 'Kamu sudah mengklaim waifu ini.') });
    renderWidget(game.runner);
    await userEvent.click(await screen.findByRole('button', { name: 'Klaim' }));
    expect(await feedback()).toHaveTextContent('Kamu sudah mengklaim waifu ini.');
    expect(screen.getByRole('tab', { name: 'Cari' })).toHaveAttribute('aria-selected', 'true');
  });

  it('peringkat menampilkan jumlah klaim dari claimedBy; kegagalan menampilkan pesan dan Coba lagi', async () => {
    let fail = true;
    const game = gameRunner({ 'waifu-ranking': () => (fail ? refused(500, 'Gagal mengambil data.') : ok([{ nama: 'Rem', anime: 'Re:Zero', claimedBy: ['1', '2', '3'] }])) });
    renderWidget(game.runner);
    await openTab('Peringkat');
    expect(await screen.findByText('Gagal mengambil data.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    const table = await screen.findByRole('table', { name: 'Peringkat waifu' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/1RemRe:Zero3/);
  });
});
