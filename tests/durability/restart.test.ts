/**
 * Everything the embedded API acknowledged is still there after a graceful stop (SIGTERM) and a
 * new start on the same data folder: the upload's bytes, the 2FA enrolment, the waifu claims and
 * marriage, the webhook subscription, the birthday and the day's count.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { expectEveryKind, profile, send, writeEveryKind } from './every-kind.ts';
import { startPortal } from './portal-process.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'portal-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('data yang sudah dijawab bertahan setelah server dimulai ulang', () => {
  it('setiap jenis data terbaca lagi setelah SIGTERM dan start ulang di folder yang sama', async () => {
    const first = await startPortal({ dataDir });
    let written;
    try {
      written = await writeEveryKind(first.base);
      // A burst makes the key busy: its count runs ahead in the table, and the stop writes it back exactly.
      const burst = await Promise.all(Array.from({ length: 300 }, () => send(first.base, 'GET', '/features/cuaca', { query: { kota: 'Bandung' } })));
      expect(burst.every((call) => call.code === 200)).toBe(true);
      written.totalreq = (await profile(first.base)).totalreq;
    } finally {
      expect(await first.stop()).toBe(0);
    }
    const second = await startPortal({ dataDir });
    try {
      // The count survives too, exactly: the profile says what it said before the stop.
      expect((await profile(second.base)).totalreq).toBe(written.totalreq);
      await expectEveryKind(second.base, written);
    } finally {
      await second.stop();
    }
  }, 300_000);
});
