import { Feed } from 'feed';
import type { Changelog } from './changelog.ts';
import { kindLabels } from './kinds.ts';

import { changesFeedPath, changesPagePath } from './paths.ts';

export { changesFeedPath, changesPagePath };

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
const inlineCode = (text: string) => escape(text).replace(/`([^`]+)`/g, '<code>$1</code>');

/**
 * The changelog as an Atom feed (RFC 4287): one item per release, newest first, its changes as a
 * list by kind. `origin` makes the links absolute, as Atom readers need them.
 */
export function changesAtom(changelog: Changelog, origin: string): string {
  const page = `${origin}${changesPagePath}`;
  const newest = changelog.releases[0];
  const feed = new Feed({
    title: 'Perubahan API',
    description: 'Setiap rilis API dan perubahannya: merusak, tidak merusak, dokumentasi.',
    id: page,
    link: page,
    language: 'id',
    copyright: '',
    generator: 'Portal API',
    updated: new Date(`${newest?.date ?? '1970-01-01'}T00:00:00Z`),
    feedLinks: { atom: `${origin}${changesFeedPath}` },
  });
  for (const release of changelog.releases) {
    const items = release.changes.map((c) => `<li><strong>${kindLabels[c.kind]}</strong> · <code>${escape(c.operation)}</code>: ${inlineCode(c.message)}</li>`);
    feed.addItem({
      title: `Versi ${release.version}`,
      id: `${page}#versi-${release.version}`,
      link: `${page}#versi-${release.version}`,
      date: new Date(`${release.date}T00:00:00Z`),
      content: items.length > 0 ? `<ul>${items.join('')}</ul>` : '<p>Rilis pertama: belum ada perubahan yang dicatat.</p>',
    });
  }
  return feed.atom1();
}
