import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Changelog } from '../../src/catalog/changes/changelog.ts';
import { projectRoot } from './embedded-api.ts';

/**
 * A copy of the catalog whose `changelog.json` is the test's own releases (a server started on
 * `root` counts its calls against them); `remove` deletes the copy.
 */
export function catalogWithChangelog(changelog: Changelog): { root: string; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'changelog-catalog-'));
  cpSync(join(projectRoot, 'catalog'), root, { recursive: true });
  writeFileSync(join(root, 'changelog.json'), JSON.stringify(changelog));
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
