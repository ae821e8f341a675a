import { classifyChanges, type CatalogChange } from './classify.ts';
import { compareSemver, parseSemver } from './semver.ts';
import { kindLabels } from './kinds.ts';

/** One release of the API: its version, the day it was recorded, and what changed since the one before. */
export interface Release {
  version: string;
  /** `YYYY-MM-DD`. */
  date: string;
  changes: CatalogChange[];
}

/** Every release, newest first: `catalog/changelog.json`, written by `npm run docs`. */
export interface Changelog {
  releases: Release[];
}

/**
 * The changelog after `version` is released: unchanged while the version is the last release's; a
 * new release with the classified changes since the last released document when it moved on (the
 * first release lists none). The released document is the one the next release is compared with.
 */
export function recordRelease(previous: Changelog | null, released: unknown, current: unknown, version: string, today: string): Changelog {
  const releases = previous?.releases ?? [];
  if (releases[0]?.version === version) return { releases };
  const changes = releases.length === 0 || released === null ? [] : classifyChanges(released, current);
  return { releases: [{ version, date: today, changes }, ...releases] };
}

/**
 * What stops a catalog from being released as it is: a version older than the last release, or a
 * breaking change without a new major version. Answers Indonesian sentences, none when it may go.
 */
export function versionProblems(changelog: Changelog | null, released: unknown, current: unknown, version: string): string[] {
  const last = changelog?.releases[0];
  if (!last || released === null) return [];
  const now = parseSemver(version);
  const before = parseSemver(last.version);
  if (!now || !before) return [];
  if (compareSemver(now, before) < 0) return [`versi ${version} lebih lama dari rilis terakhir ${last.version}`];
  if (now.major > before.major) return [];
  const breaking = classifyChanges(released, current).filter((c) => c.kind === 'breaking');
  if (breaking.length === 0) return [];
  const list = breaking.map((c) => `  ${c.operation}: ${c.message}`).join('\n');
  return [`${breaking.length} perubahan merusak sejak rilis ${last.version} memerlukan versi mayor baru (${before.major + 1}.0.0), bukan ${version}:\n${list}`];
}

/** The changelog as the Markdown kept in the repository (`docs/CHANGELOG.md`). */
export function changelogMarkdown(changelog: Changelog): string {
  const lines = ['# Perubahan API', '', 'Ditulis oleh `npm run docs` dari `catalog/changelog.json`; terbaru lebih dulu.', ''];
  for (const release of changelog.releases) {
    lines.push(`## ${release.version} (${release.date})`, '');
    if (release.changes.length === 0) lines.push('Rilis pertama: belum ada perubahan yang dicatat.', '');
    for (const kind of ['breaking', 'non-breaking', 'documentation'] as const) {
      const changes = release.changes.filter((c) => c.kind === kind);
      if (changes.length === 0) continue;
      lines.push(`### ${kindLabels[kind]}`, '');
      for (const c of changes) lines.push(`- \`${c.operation}\`${c.entry ? ` (${c.group}/${c.entry})` : ''}: ${c.message}`);
      lines.push('');
    }
  }
  return lines.join('\n');
}
