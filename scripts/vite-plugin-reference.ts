import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type Plugin, type Rollup } from 'vite';
import { catalogDir, loadCatalog } from '../src/catalog/loader.ts';
import type { Catalog } from '../src/catalog/types.ts';
import { ORIGIN_PLACEHOLDER, REFERENCE_ROOT, referenceIndex } from '../src/catalog/reference.ts';
import { referenceEntry } from '../src/app/reference/reference-data.ts';
import type { Changelog } from '../src/catalog/changes/changelog.ts';
import { readChangelog } from '../src/catalog/changes/changelog-file.ts';
import { entryReleases } from '../src/catalog/changes/changes-view.ts';
import { changesPagePath } from '../src/catalog/changes/paths.ts';
import { REFERENCE_PAGES_FILE, type ReferencePages } from '../src/server/shell/reference-pages-map.ts';
import { pageHtml, referenceHeads, robotsTxt, sitemapXml } from './reference-html.ts';

const INDEX = 'virtual:portal-reference';
const CHANGES = 'virtual:portal-changes';
const GROUP = 'virtual:portal-reference/';
/** The module the build renders pages with, in a Vite SSR server over this same config. */
const PRERENDER_MODULE = '/src/app/reference/prerender.tsx';
/** Module ids of the reference pages' lazily loaded view, and of the changelog page's. */
const PAGES_FACADE = /[\\/]reference[\\/]pages\.tsx?$/;
const CHANGES_FACADE = /[\\/]reference[\\/]changes-route\.tsx?$/;

/** The file a route is written to: `/docs` → `docs.html`, `/docs/tools/qrcode` → `docs/tools/qrcode.html` (clean URLs). */
export const pageFile = (route: string) => `${decodeURIComponent(route.slice(1))}.html`;

interface Prerender {
  renderRoute: (url: string, origin: string) => Promise<string>;
}

/**
 * The public reference (`/docs`, `/docs/<group>/<id>`), prerendered at build time. Its data are
 * modules (`virtual:portal-reference`: the index; one small chunk of entries per group, without
 * compiled schemas). After the client build, the pages are rendered by React's server renderer
 * through the portal's own App (a Vite SSR server over this config), so the raw HTML holds every
 * word and the client script hydrates the same markup. Also writes `/sitemap.xml`, `/robots.txt`
 * and the server's map of pages. `PORTAL_SITE_URL` is the published origin for canonical URLs;
 * without it the portal server fills in the origin of each request.
 */
export function referencePlugin(): Plugin {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  let catalog: Catalog | null = null;
  const load = (): Catalog => (catalog ??= loadCatalog(catalogDir(root)).catalog);
  let changelog: Changelog | null = null;
  const loadChangelog = (): Changelog => (changelog ??= readChangelog(catalogDir(root)));
  let outDir = '';
  let building = false;
  /** The files a reference page asks for beyond index.html's: its view, its data, their styles. */
  const pageFiles = { index: [] as string[], changes: [] as string[], groups: {} as Record<string, string[]> };

  return {
    name: 'portal-reference',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      building = config.command === 'build' && !config.build.ssr;
    },
    buildStart() {
      catalog = null;
      changelog = null;
      this.addWatchFile(join(catalogDir(root), 'changelog.json'));
    },
    // Hook filters keep the bundler from calling into JavaScript for every other module.
    resolveId: {
      filter: { id: /^virtual:portal-(?:reference|changes)/ },
      handler: (id) => (id === INDEX || id === CHANGES || id.startsWith(GROUP) ? `\0${id}` : null),
    },
    load: {
      filter: { id: /^\0virtual:portal-(?:reference|changes)/ },
      async handler(id) {
        if (id === `\0${CHANGES}`) return `export const changelog = ${JSON.stringify(loadChangelog())};`;
        if (id === `\0${INDEX}`) {
          const groups = referenceIndex(load());
          const loaders = groups.map((g) => `  ${JSON.stringify(g.id)}: () => import(${JSON.stringify(GROUP + g.id)}),`).join('\n');
          return [
            `export const groups = ${JSON.stringify(groups)};`,
            `const loaders = {\n${loaders}\n};`,
            'const arrived = new Map();',
            'export function loadEntries(id) {',
            '  const load = loaders[id];',
            '  if (!load) return Promise.resolve([]);',
            '  return load().then((m) => { arrived.set(id, m.default); return m.default; });',
            '}',
            'export function loadedEntries(id) { return arrived.get(id) ?? null; }',
          ].join('\n');
        }
        if (id.startsWith(`\0${GROUP}`)) {
          const group = load().groups.find((g) => g.id === id.slice(GROUP.length + 1));
          if (!group) return null;
          const fixtures = readdirSync(join(root, 'public', 'fixtures')).map((name) => `public/fixtures/${name}`);
          // Each entry carries the last releases that changed it ('Berubah di versi X'), not the whole changelog.
          const entries = await Promise.all(
            group.entries.map(async (entry) => ({ ...(await referenceEntry(entry, root, fixtures)), releases: entryReleases(loadChangelog(), group.id, entry.id) })),
          );
          return `export default ${JSON.stringify(entries)};`;
        }
        return null;
      },
    },
    generateBundle(_options, bundle: Rollup.OutputBundle) {
      if (!building) return;
      const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (chunk: Rollup.OutputChunk | undefined, into = new Set<string>()): Set<string> => {
        if (!chunk || into.has(chunk.fileName)) return into;
        into.add(chunk.fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
        for (const file of chunk.imports) closure(byFile.get(file), into);
        return into;
      };
      const files = (test: (id: string) => boolean) => [...closure(chunks.find((c) => c.facadeModuleId && test(c.facadeModuleId)))].map((f) => `/${f}`);
      const pages = files((id) => PAGES_FACADE.test(id));
      pageFiles.index = [...pages, ...files((id) => id === `\0${INDEX}`)];
      pageFiles.changes = [...new Set([...files((id) => CHANGES_FACADE.test(id)), ...files((id) => id === `\0${INDEX}`)])];
      for (const group of referenceIndex(load())) pageFiles.groups[group.id] = [...new Set([...pageFiles.index, ...files((id) => id === `\0${GROUP}${group.id}`)])];
    },
    // Before the build's compression (scripts/vite-plugin-precompress.ts), which then covers the pages too.
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        if (!building) return;
        const origin = (process.env.PORTAL_SITE_URL ?? '').replace(/\/+$/, '') || ORIGIN_PLACEHOLDER;
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        const server = await createServer({
          configFile: join(root, 'vite.config.ts'),
          root,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, watch: null, ws: false },
          // Only SSR runs here: no browser ever loads from this server, so the client's dependency
          // prebundling (11 MB in node_modules/.vite, and its time) would be work for nobody.
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        const map: ReferencePages = { origin: origin === ORIGIN_PLACEHOLDER ? null : origin, pages: {} };
        try {
          const prerender = (await server.ssrLoadModule(PRERENDER_MODULE)) as Prerender;
          for (const head of referenceHeads(load())) {
            const group = head.path === REFERENCE_ROOT || head.path === changesPagePath ? null : decodeURIComponent(head.path.split('/')[2] ?? '');
            const links = head.path === changesPagePath ? pageFiles.changes : group ? (pageFiles.groups[group] ?? pageFiles.index) : pageFiles.index;
            const body = await prerender.renderRoute(head.path, origin);
            const file = pageFile(head.path);
            mkdirSync(dirname(join(outDir, file)), { recursive: true });
            writeFileSync(join(outDir, file), pageHtml(template, { head, origin, body, links }));
            map.pages[head.path] = file;
          }
        } finally {
          await server.close();
        }
        writeFileSync(join(outDir, 'sitemap.xml'), sitemapXml(origin, Object.keys(map.pages)));
        writeFileSync(join(outDir, 'robots.txt'), robotsTxt(origin));
        mkdirSync(join(outDir, dirname(REFERENCE_PAGES_FILE)), { recursive: true });
        writeFileSync(join(outDir, REFERENCE_PAGES_FILE), JSON.stringify(map));
      },
    },
  };
}
