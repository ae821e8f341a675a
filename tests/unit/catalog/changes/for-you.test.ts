/** The counting behind 'Perubahan untuk Anda' and the console's 'Perubahan': one account's view, and every account's summed. */
import { describe, expect, it } from 'vitest';
import type { Changelog } from '../../../../src/catalog/changes/changelog.ts';
import { changesAcrossAccounts, changesForYou, type CallQuestion } from '../../../../src/catalog/changes/for-you.ts';

const changelog: Changelog = {
  releases: [
    {
      version: '2.0.0',
      date: '2026-11-29',
      changes: [
        { kind: 'breaking', operation: 'POST /tools/qrcode', entry: 'qrcode', group: 'tools', input: 'width', message: 'Input `width` kini wajib diisi.', effect: { kind: 'input-required', input: 'width' } },
        { kind: 'documentation', operation: 'GET /features/cuaca', entry: 'cuaca', group: 'cuaca', message: 'Dokumentasi endpoint diperbarui (description).' },
        { kind: 'non-breaking', operation: '(portal)', message: 'Server baru.' },
      ],
    },
    { version: '1.0.0', date: '2026-11-01', changes: [{ kind: 'breaking', operation: 'POST /tools/sql', entry: 'sql-diagram', group: 'devtools', message: 'Endpoint POST /tools/sql dihapus.', effect: { kind: 'entry-removed' } }] },
  ],
};

/** A log as counts per account: each entry's calls, and those without `width`. */
const log: Record<string, { calls: Record<string, number>; withoutWidth: number }> = {
  sari: { calls: { qrcode: 5, cuaca: 2 }, withoutWidth: 3 },
  budi: { calls: { qrcode: 1 }, withoutWidth: 0 },
  tini: { calls: {}, withoutWidth: 0 },
};
const countFor = (account: string) => (q: CallQuestion) => (q.only && 'lacking' in q.only ? log[account]!.withoutWidth : (log[account]!.calls[q.entry] ?? 0));

describe('changesForYou and changesAcrossAccounts', () => {
  it("lists one developer's touched changes only, and every change of an entry across accounts with the sums", async () => {
    const forSari = await changesForYou(changelog, async (questions) => questions.map(countFor('sari')));
    expect(forSari.map((c) => [c.version, c.entry, c.calls, c.failing])).toEqual([
      ['2.0.0', 'qrcode', 5, 3],
      ['2.0.0', 'cuaca', 2, null],
    ]);
    expect(forSari[0]).not.toHaveProperty('effect');

    const all = await changesAcrossAccounts(changelog, async (questions) => questions.map((q) => new Map(Object.keys(log).map((account) => [account, countFor(account)(q)]))));
    expect(all.map((c) => [c.version, c.entry, c.accounts, c.calls, c.failing])).toEqual([
      ['2.0.0', 'qrcode', 2, 6, 3],
      ['2.0.0', 'cuaca', 1, 2, null],
      ['1.0.0', 'sql-diagram', 0, 0, 0],
    ]);
  });

  it('reads only the last `releases` releases', async () => {
    const all = await changesAcrossAccounts(changelog, async (questions) => questions.map(() => new Map()), 1);
    expect(all.map((c) => c.entry)).toEqual(['qrcode', 'cuaca']);
  });
});
