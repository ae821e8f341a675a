import { groups } from 'virtual:portal-reference';
import { changelog } from 'virtual:portal-changes';
import { ChangesPage } from './ChangesPage/index.ts';

/** `/docs/perubahan`: its own chunk, with the changelog the build read from catalog/changelog.json. */
export function ChangesRoute() {
  return <ChangesPage changelog={changelog} groups={groups} />;
}
