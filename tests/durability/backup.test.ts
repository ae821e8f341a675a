/**
 * The backup docs/operate.md describes for the embedded store: a copy of the stopped data folder (the
 * database and the uploads beside it). Started on the copy, the portal serves everything written
 * before the backup, and nothing written after it.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { expectEveryKind, picture, uploadPicture, writeEveryKind } from './every-kind.ts';
import { startPortal } from './portal-process.ts';

const root = mkdtempSync(join(tmpdir(), 'portal-backup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('cadangan folder data', () => {
  it('salinan folder yang dihentikan memulihkan setiap jenis data', async () => {
    const live = join(root, 'data');
    const backup = join(root, 'cadangan');
    const portal = await startPortal({ dataDir: live });
    const written = await writeEveryKind(portal.base);
    expect(await portal.stop()).toBe(0);
    cpSync(live, backup, { recursive: true });

    // Written after the backup: the restored copy must not have it.
    const again = await startPortal({ dataDir: live });
    const later = await uploadPicture(again.base, await picture('sesudah-cadangan'));
    expect(later.code).toBe(200);
    await again.stop();

    const restored = await startPortal({ dataDir: backup });
    try {
      await expectEveryKind(restored.base, written);
      expect((await fetch(`${restored.base}${later.path}`)).status).toBe(404);
    } finally {
      await restored.stop();
    }
  }, 300_000);
});
