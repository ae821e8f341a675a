import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Changelog } from './changelog.ts';

/** `catalog/changelog.json`, written by `npm run docs` when a release is recorded. */
export const changelogFile = 'changelog.json';

/** The catalog's changelog as kept beside it; none yet (a catalog never released) reads as no releases. */
export function readChangelog(catalogDir: string): Changelog {
  const path = join(catalogDir, changelogFile);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Changelog) : { releases: [] };
}
