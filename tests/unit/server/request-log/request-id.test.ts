import { describe, expect, it } from 'vitest';
import { arrivalOf, newRequestId } from '../../../../src/server/request-log/request-id.ts';

describe('request ids', () => {
  it('sort in the order they were made, even within one millisecond', () => {
    const ids = Array.from({ length: 2_000 }, newRequestId);
    expect(new Set(ids).size).toBe(ids.length);
    // Two thousand ids take a few milliseconds: many share one, as calls in a burst do.
    expect(new Set(ids.map((id) => arrivalOf(id).getTime())).size).toBeLessThan(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });

  it('carry the millisecond they were made in, and never go back', () => {
    // Ids never go back: after a clock that went back (a test's fake clock in this process, NTP on a
    // server) they keep the last id's millisecond until the clock catches up.
    const previous = arrivalOf(newRequestId()).getTime();
    const before = Date.now();
    const id = newRequestId();
    const after = Date.now();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(arrivalOf(id).getTime()).toBeGreaterThanOrEqual(Math.max(before, previous));
    expect(arrivalOf(id).getTime()).toBeLessThanOrEqual(Math.max(after, previous));
  });
});
