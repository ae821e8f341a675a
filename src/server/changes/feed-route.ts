import type { FastifyInstance } from 'fastify';
import type { Changelog } from '../../catalog/changes/changelog.ts';
import { changesAtom, changesFeedPath } from '../../catalog/changes/feed.ts';
import { requestOrigin } from '../shell/index.ts';

/**
 * `GET /docs/perubahan.atom`: the changelog as Atom, with absolute links to the origin the reader
 * came to (or `PORTAL_SITE_URL`'s when the build named one). Read once: a release is a new build.
 */
export function registerChangesFeed(app: FastifyInstance, changelog: () => Changelog, siteOrigin?: string): void {
  let releases: Changelog | undefined;
  app.get(changesFeedPath, async (request, reply) => {
    releases ??= changelog();
    return reply
      .type('application/atom+xml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(changesAtom(releases, siteOrigin ?? requestOrigin(request)));
  });
}
