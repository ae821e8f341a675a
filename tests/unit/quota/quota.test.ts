import { describe, expect, it } from 'vitest';
import { quotaColor, quotaOf } from '../../../src/quota/quota.ts';

describe('sisa kuota', () => {
  it('dihitung dari profil untuk USER saja', () => {
    expect(quotaOf({ role: 'USER', totalreq: 13, limit: 50 })).toEqual({ remaining: 37, limit: 50, used: 0.26 });
    expect(quotaOf({ role: 'ADMIN', totalreq: 13, limit: 50 })).toBeNull();
  });

  it('berwarna peringatan mulai 90% dan merah saat habis (tidak pernah negatif)', () => {
    expect(quotaColor(quotaOf({ role: 'USER', totalreq: 44, limit: 50 })!)).toBe('teal');
    expect(quotaColor(quotaOf({ role: 'USER', totalreq: 45, limit: 50 })!)).toBe('orange');
    const over = quotaOf({ role: 'USER', totalreq: 60, limit: 50 })!;
    expect(over.remaining).toBe(0);
    expect(quotaColor(over)).toBe('red');
  });
});
