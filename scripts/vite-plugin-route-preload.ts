import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, Rollup } from 'vite';
import { catalogDir, loadCatalog } from '../src/catalog/loader.ts';
import { expandSchema } from '../src/catalog/normalize.ts';
import { lazyPartsOf } from '../src/form-theme/lazy-parts.ts';
import { ROUTE_PRELOAD_FILE, type RoutePreloads } from '../src/server/shell/route-preload-map.ts';

/** Module ids end like this for the lazily loaded views a route needs (any folder above them). */
const facade = {
  homePage: /[\\/]HomePage[\\/]index\.tsx?$/,
  loginPage: /[\\/]LoginPage[\\/]index\.tsx?$/,
  groupPage: /[\\/]GroupView[\\/]index\.tsx?$/,
  profilePage: /[\\/]ProfilePage[\\/]index\.tsx?$/,
  signupPage: /[\\/]SignupPage[\\/]index\.tsx?$/,
  tryPanel: /[\\/]TryPanel[\\/]index\.tsx?$/,
  docOnly: /[\\/]DocOnlyEntry[\\/]index\.tsx?$/,
  json: /[\\/]JsonView[\\/]index\.tsx?$/,
  image: /[\\/]ImageView[\\/]index\.tsx?$/,
  download: /[\\/]DownloadView[\\/]index\.tsx?$/,
  text: /[\\/]TextView[\\/]index\.tsx?$/,
  fields: /[\\/]FieldsView[\\/]index\.tsx?$/,
  table: /[\\/]TableView[\\/]index\.tsx?$/,
  widget: /[\\/]WidgetView[\\/]index\.tsx?$/,
};
const widgetFacade = (name: string) => new RegExp(`[\\\\/]widgets[\\\\/]${name}[\\\\/]index\\.tsx?$`);
const groupWidgetFacade = (name: string) => new RegExp(`[\\\\/]group-widgets[\\\\/]${name}[\\\\/]index\\.tsx?$`);
const groupModule = (id: string) => `\0virtual:portal-group/${id}`;
/** A form theme part, RJSF field or runner field fetched when a form shows one (src/form-theme/lazy-parts.ts). */
const lazyPartFacade = (name: string) =>
  new RegExp(
    `(?:[\\\\/]@rjsf[\\\\/]mantine[\\\\/]lib[\\\\/](?:widgets|templates)[\\\\/]${name}\\.js|[\\\\/]@rjsf[\\\\/]core[\\\\/]lib[\\\\/]components[\\\\/]fields[\\\\/]${name}\\.js|[\\\\/]panels[\\\\/]fields[\\\\/]${name}\\.tsx)$`,
  );

/**
 * Writes, for every route, the chunks and stylesheets it will ask for after the first one: the
 * group page, the group's own chunk, the 'Coba' form, the entry's validator, the form's lazily
 * fetched inputs and the entry's renderer. The server names
 * them in the HTML (modulepreload), so a deep link fetches them all at once instead of
 * discovering them one after the other.
 */
export function routePreloadPlugin(): Plugin {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  return {
    name: 'portal-route-preload',
    apply: 'build',
    generateBundle(_options, bundle: Rollup.OutputBundle) {
      const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const entryFiles = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => [c.fileName, ...c.imports]));
      const closure = (chunk: Rollup.OutputChunk | undefined, into = new Set<string>()): Set<string> => {
        if (!chunk || into.has(chunk.fileName)) return into;
        into.add(chunk.fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
        for (const file of chunk.imports) closure(byFile.get(file), into);
        return into;
      };
      const files = (match: RegExp | string): string[] => {
        const chunk = chunks.find((c) => c.facadeModuleId && (typeof match === 'string' ? c.facadeModuleId === match : match.test(c.facadeModuleId)));
        return [...closure(chunk)].filter((f) => !entryFiles.has(f)).map((f) => `/${f}`);
      };

      const { catalog } = loadCatalog(catalogDir(root));
      const map: RoutePreloads = {
        homePage: files(facade.homePage),
        loginPage: files(facade.loginPage),
        groupPage: files(facade.groupPage),
        profilePage: files(facade.profilePage),
        signupPage: files(facade.signupPage),
        tryPanel: files(facade.tryPanel),
        groups: {},
        entries: {},
      };
      for (const group of catalog.groups) {
        map.groups[group.id] = [
          ...files(groupModule(group.id)),
          ...(group.widget ? files(groupWidgetFacade(group.widget)) : []),
          // The documentation-only blocks are a chunk of their own, named for the groups that have such entries.
          ...(group.entries.some((e) => !e.tryable) ? files(facade.docOnly) : []),
        ];
        for (const entry of group.entries) {
          if (!entry.tryable) continue;
          const kind = entry.response.kind === 'link' ? 'json' : entry.response.kind;
          map.entries[entry.id] = [
            // The entry's own precompiled validator (a chunk per entry: scripts/vite-plugin-catalog.ts).
            ...files(`\0virtual:portal-validator/${entry.id}`),
            ...files(facade[kind]),
            ...(entry.response.widget ? files(widgetFacade(entry.response.widget)) : []),
            ...lazyPartsOf(expandSchema(entry.schema), entry.ui).flatMap((part) => files(lazyPartFacade(part))),
          ];
        }
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOAD_FILE, source: JSON.stringify(map) });
    },
  };
}
