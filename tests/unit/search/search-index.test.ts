import { describe, expect, it } from 'vitest';
import documents from 'virtual:portal-search';
import { groups } from 'virtual:portal-catalog';
import { createEntrySearch } from '../../../src/search/search-index.ts';

const search = createEntrySearch(documents);

describe('pencarian endpoint', () => {
  it("'qr kode' menemukan QR Code Generator lebih dulu (toleran salah ketik)", () => {
    expect(search.search('qr kode')[0]).toMatchObject({ entryId: 'qrcode', group: 'tools', method: 'POST', path: '/api/proxy/tools/qrcode', groupLabel: 'Tools' });
  });

  it('menemukan lewat path dan nama input', () => {
    expect(search.search('/tools/qrcode').map((d) => d.entryId)).toContain('qrcode');
    expect(search.search('ecl').map((d) => d.entryId)).toContain('qrcode');
  });

  it('fitur yang tidak aktif tidak pernah menjadi hasil', () => {
    const inactive = new Set(groups.filter((g) => g.status !== 'active').map((g) => g.id));
    expect(inactive.size).toBeGreaterThan(0);
    expect(documents.some((d) => inactive.has(d.group))).toBe(false);
  });
});
