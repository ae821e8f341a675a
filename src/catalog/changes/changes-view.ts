import { idDate } from '../deprecation.ts';
import type { Changelog } from './changelog.ts';
import type { CatalogChange, ChangeKind } from './classify.ts';
import { kindLabels } from './kinds.ts';
import { changesPagePath } from './paths.ts';

/** The kinds in the order the page and the feed list them: what breaks calls first. */
export const changeKinds: ChangeKind[] = ['breaking', 'non-breaking', 'documentation'];

/** A release's anchor on the changes page (`versi-2.0.0`): the feed's links land on it. */
export const releaseAnchor = (version: string): string => `versi-${version}`;
export const releaseLink = (version: string): string => `${changesPagePath}#${releaseAnchor(version)}`;

/** A release's day as readers in Indonesia write it: `29 November 2026`. */
export const releaseDate = idDate;

/** The page's filters, as its address carries them (`?grup=tools&jenis=breaking`); null shows all. */
export interface ChangesFilter {
  group: string | null;
  kind: ChangeKind | null;
}

export const noFilter: ChangesFilter = { group: null, kind: null };

const isKind = (value: string | null): value is ChangeKind => changeKinds.includes(value as ChangeKind);

/** The filters of a query string; an unknown kind or an empty value filters nothing. */
export function parseChangesFilter(search: string): ChangesFilter {
  const query = new URLSearchParams(search);
  const kind = query.get('jenis');
  return { group: query.get('grup') || null, kind: isKind(kind) ? kind : null };
}

/** The query string of a filter (`?grup=tools&jenis=breaking`, or '' when it filters nothing). */
export function changesQuery(filter: ChangesFilter): string {
  const query = new URLSearchParams();
  if (filter.group) query.set('grup', filter.group);
  if (filter.kind) query.set('jenis', filter.kind);
  const text = query.toString();
  return text ? `?${text}` : '';
}

export interface KindSection {
  kind: ChangeKind;
  label: string;
  changes: CatalogChange[];
}

export interface ReleaseView {
  version: string;
  date: string;
  /** The release's changes under the filter, by kind (kinds without any left out). */
  sections: KindSection[];
}

/** Changes by kind, in `changeKinds` order, kinds with none left out. */
export function byKind(changes: CatalogChange[]): KindSection[] {
  return changeKinds
    .map((kind) => ({ kind, label: kindLabels[kind], changes: changes.filter((c) => c.kind === kind) }))
    .filter((section) => section.changes.length > 0);
}

/**
 * The releases as the page lists them, newest first, their changes under the filter and by kind.
 * Unfiltered, every release shows (the first one has no changes); filtered, only the releases with
 * a change left, so an empty list means the filter leaves nothing.
 */
export function releaseViews(changelog: Changelog, filter: ChangesFilter): ReleaseView[] {
  const filtered = filter.group !== null || filter.kind !== null;
  return changelog.releases
    .map((release) => ({
      version: release.version,
      date: release.date,
      sections: byKind(release.changes.filter((c) => (!filter.group || c.group === filter.group) && (!filter.kind || c.kind === filter.kind))),
    }))
    .filter((view) => !filtered || view.sections.length > 0);
}

/** The groups the changelog's changes name, sorted: the group filter's choices. */
export function changedGroups(changelog: Changelog): string[] {
  return [...new Set(changelog.releases.flatMap((r) => r.changes.flatMap((c) => (c.group ? [c.group] : []))))].sort();
}

/** A release as an entry's reference page says it: 'Berubah di versi X' with that entry's changes. */
export interface EntryRelease {
  version: string;
  date: string;
  changes: Pick<CatalogChange, 'kind' | 'message'>[];
}

/** The last `limit` releases (newest first) that changed the entry `group/id`, with its changes only. */
export function entryReleases(changelog: Changelog, group: string, id: string, limit = 3): EntryRelease[] {
  return changelog.releases
    .map((release) => ({
      version: release.version,
      date: release.date,
      changes: release.changes.filter((c) => c.group === group && c.entry === id).map(({ kind, message }) => ({ kind, message })),
    }))
    .filter((release) => release.changes.length > 0)
    .slice(0, limit);
}

/** A message's words and its `code` spans (backticks), to render the latter as <code>. */
export function messageParts(message: string): { code: boolean; text: string }[] {
  return message
    .split('`')
    .map((text, i) => ({ code: i % 2 === 1, text }))
    .filter((part) => part.text !== '');
}
