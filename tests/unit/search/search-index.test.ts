import { describe, expect, it } from 'vitest';
import documents from 'virtual:portal-search';
import { groups } from 'virtual:portal-catalog';
import { createEntrySearch } from '../../../src/search/search-index.ts';

const search = createEntrySearch(documents);

describe('pencarian endpoint', () => {
  it("'qr kode' menemukan QR Code Generator lebih dulu (toleran salah ketik)", () => {
    expect(search.search('qr kode')[0]).toMatchObject({ entryId: 'qrcode', group: 'tools', method: 'POST', path: '/api/proxy/tools/qrcode', groupLabel: 'Tools' });
  });

  const top = (query: string, n: number) => search.search(query).slice(0, n).map((d) => d.id);

  it("'sholat jakarta' menemukan jadwal sholat: satu kata yang hanya ada di contoh tidak mengosongkan hasil", () => {
    expect(top('sholat jakarta', 2).sort()).toEqual(['islamic/sholat', 'islamic/sholat-cached']);
  });

  it("'kode qr' (urutan bahasa Indonesia) menemukan QR Code Generator lebih dulu, lalu QR Code Decoder", () => {
    expect(top('kode qr', 2)).toEqual(['tools/qrcode', 'tools/decode-qrcode']);
  });

  it("'jwt' menemukan kedua endpoint JWT dan hanya itu", () => {
    expect(top('jwt', 12).sort()).toEqual(['devtools/jwt-create', 'devtools/jwt-decode']);
  });

  it("awalan kata cukup, dan 'salat' menemukan yang ditulis 'sholat'", () => {
    expect(top('jadw', 3)).toContain('islamic/sholat-cached');
    expect(top('salat', 1)).toEqual(['islamic/sholat']);
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
