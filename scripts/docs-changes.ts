import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Catalog } from '../src/catalog/types.ts';
import { openApiDocument } from '../src/catalog/exporters/openapi.ts';
import { changelogMarkdown, recordRelease, type Changelog } from '../src/catalog/changes/changelog.ts';
import { changelogFile } from '../src/catalog/changes/changelog-file.ts';

export { changelogFile };
/** Where the release record lives: the changelog beside the catalog (the server reads it), the released document under docs/. */
export const releasedDocFile = 'changes/released-openapi.json';
export const changelogMarkdownFile = 'CHANGELOG.md';

const readJson = <T>(path: string): T | null => (existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : null);

/**
 * The release files `npm run docs` writes: `catalog/changelog.json` (every release's classified
 * changes), `docs/changes/released-openapi.json` (the last release's OpenAPI, what the next one is
 * compared with) and `docs/CHANGELOG.md`. They are read from the project as it is, so a bumped
 * version records one release dated today, and an unchanged one writes the same bytes again.
 */
export function releaseFiles(root: string, catalogDir: string, catalog: Catalog, version: string, today: string): { changelog: [string, string]; docs: [string, string][] } {
  const current = openApiDocument(catalog, { version });
  const previous = readJson<Changelog>(join(catalogDir, changelogFile));
  const released = readJson<unknown>(join(root, 'docs', releasedDocFile));
  const changelog = recordRelease(previous, released, current, version, today);
  const isNew = changelog.releases[0] !== previous?.releases[0];
  const snapshot = isNew || released === null ? current : released;
  return {
    changelog: [join(catalogDir, changelogFile), `${JSON.stringify(changelog, null, 2)}\n`],
    docs: [
      [releasedDocFile, `${JSON.stringify(snapshot)}\n`],
      [changelogMarkdownFile, changelogMarkdown(changelog)],
    ],
  };
}
