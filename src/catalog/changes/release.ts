import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import type { CatalogProblem } from '../problems.ts';
import { parseSemver } from './semver.ts';

export { compareSemver, parseSemver, type Semver } from './semver.ts';

/** `catalog/portal.yaml`: the API's release as its maintainers set it. */
export const releaseFile = 'portal.yaml';

export interface CatalogRelease {
  version: string;
  /** The line of `version:` in the file, for problems about it. */
  line: number;
}

/** Reads the release from `<catalogDir>/portal.yaml`, with problems in `file:line` form. */
export function loadRelease(catalogDir: string): { release: CatalogRelease | null; problems: CatalogProblem[] } {
  const file = join(catalogDir, releaseFile);
  const rel = `catalog/${releaseFile}`;
  if (!existsSync(file)) return { release: null, problems: [{ file: rel, line: 1, col: 1, message: 'berkas rilis katalog tidak ada (version: X.Y.Z)' }] };
  const doc = parseDocument(readFileSync(file, 'utf8'));
  const version: unknown = doc.get('version');
  if (typeof version !== 'string' || !parseSemver(version)) {
    return { release: null, problems: [{ file: rel, line: 1, col: 1, message: `version harus berbentuk MAYOR.MINOR.PATCH, misalnya 1.2.0 (tertulis: ${String(version)})` }] };
  }
  const line = readFileSync(file, 'utf8').split('\n').findIndex((text) => /^version\s*:/.test(text)) + 1;
  return { release: { version, line: Math.max(line, 1) }, problems: [] };
}
