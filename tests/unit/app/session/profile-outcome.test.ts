import { describe, expect, it } from 'vitest';
import { profileOutcome } from '../../../../src/app/session/profile-outcome.ts';
import { retryDelayMs } from '../../../../src/app/session/retry-delay.ts';

const profile = { nama: 'Demo', role: 'USER', totalreq: 1, limit: 50, backgroundImageUrl: '' };

describe('what a profile answer means for the session', () => {
  it('a profile: signed in', () => {
    expect(profileOutcome({ status: 200, body: { status: true, data: profile } })).toEqual({ kind: 'ok', profile });
  });

  it.each([401, 403])('HTTP %i: the session is refused, with the server message or the spec fallback', (status) => {
    expect(profileOutcome({ status, body: { status: false, message: 'Token tidak valid.' } })).toEqual({ kind: 'rejected', message: 'Token tidak valid.' });
    expect(profileOutcome({ status, body: {} })).toEqual({ kind: 'rejected', message: 'Waktu sesi habis, login kembali untuk masuk' });
  });

  it.each([200, 400, 404])('status: false with HTTP %i: the session is refused', (status) => {
    expect(profileOutcome({ status, body: { status: false } })).toEqual({ kind: 'rejected', message: 'Waktu sesi habis, login kembali untuk masuk' });
  });

  it.each([500, 502, 503, 504, 429])('HTTP %i, even with status: false, is an outage that keeps the session', (status) => {
    expect(profileOutcome({ status, body: { status: false, message: 'Server API tidak dapat dihubungi.' } })).toEqual({
      kind: 'unavailable',
      message: 'Server API tidak dapat dihubungi.',
      retryAfterSeconds: undefined,
    });
  });

  it('a 2xx without a profile (a body cut off, read as an empty envelope) is an outage, never a refusal', () => {
    expect(profileOutcome({ status: 200, body: {} })).toEqual({ kind: 'unavailable' });
    expect(profileOutcome({ status: 200, body: { status: true } })).toEqual({ kind: 'unavailable' });
  });

  it('no answer at all is an outage', () => {
    expect(profileOutcome(null)).toEqual({ kind: 'unavailable' });
  });

  it("reads the server's Retry-After, in seconds or as a date", () => {
    const now = Date.parse('2026-11-24T10:00:00Z');
    expect(profileOutcome({ status: 429, body: {}, retryAfter: '42' }, now)).toMatchObject({ retryAfterSeconds: 42 });
    expect(profileOutcome({ status: 503, body: {}, retryAfter: 'Tue, 24 Nov 2026 10:01:00 GMT' }, now)).toMatchObject({ retryAfterSeconds: 60 });
    expect(profileOutcome({ status: 503, body: {}, retryAfter: 'nanti' }, now)).toMatchObject({ retryAfterSeconds: undefined });
  });
});

describe('the wait before asking again', () => {
  it('doubles from 2 s up to 15 s, a fifth of it random', () => {
    const low = (n: number) => retryDelayMs(n, undefined, () => 0);
    const high = (n: number) => retryDelayMs(n, undefined, () => 1);
    expect([1, 2, 3, 4, 5, 6, 10].map(high)).toEqual([2000, 4000, 8000, 15000, 15000, 15000, 15000]);
    expect([1, 2, 3].map(low)).toEqual([1600, 3200, 6400]);
  });

  it("never less than the server's Retry-After, which counts up to 2 minutes", () => {
    expect(retryDelayMs(1, 45, () => 1)).toBe(45_000);
    expect(retryDelayMs(1, 3600, () => 1)).toBe(120_000);
  });
});
