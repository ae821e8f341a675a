import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, ViteDevServer } from 'vite';
import { catalogDir, loadCatalog, type LoadResult } from '../src/catalog/loader.ts';
import { expandSchema } from '../src/catalog/normalize.ts';
import { formatProblems } from '../src/catalog/problems.ts';
import { recipeIndex } from '../src/catalog/recipes/summary.ts';
import { catalogIndex } from '../src/catalog/summary.ts';
import { validatorModuleCode } from './validator-codegen.ts';

const TILES = 'virtual:portal-tiles';
const INDEX = 'virtual:portal-catalog';
const GROUP = 'virtual:portal-group/';
const VALIDATOR = 'virtual:portal-validator/';
const RECIPES = 'virtual:portal-recipes';
const RECIPE_LINKS = 'virtual:portal-recipe-links';

/** The `$id` a compiled entry schema carries: RJSF's precompiled validator looks it up by this key. */
const schemaId = (entryId: string) => `entry_${entryId.replace(/-/g, '_')}`;

/**
 * Turns catalog/ into modules at build time: the group tiles (all the first load carries), the
 * index of group chunks (their names and hashes grow with the catalog, so it travels with the
 * group page, not the first load), one lazy chunk per group with its entries, and one
 * precompiled validator per entry, so the browser never compiles a schema; each validator is a
 * chunk of its own, so a deep link to one form does not carry its neighbours' checks.
 * An invalid catalog stops the build with the same report as `npm run catalog:lint`.
 */
export function catalogPlugin(): Plugin {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  let loaded: LoadResult | null = null;
  const load = (): LoadResult => {
    loaded ??= loadCatalog(catalogDir(root));
    return loaded;
  };
  const entryById = (id: string) => load().catalog.groups.flatMap((g) => g.entries).find((e) => e.id === id);

  return {
    name: 'portal-catalog',
    buildStart() {
      loaded = null;
      const { problems, files } = load();
      for (const file of files) this.addWatchFile(file);
      if (problems.length > 0) this.error(`Katalog tidak valid:\n${formatProblems(problems)}`);
    },
    resolveId(id) {
      if (id === TILES || id === INDEX || id === RECIPES || id === RECIPE_LINKS || id.startsWith(GROUP) || id.startsWith(VALIDATOR)) return `\0${id}`;
      return null;
    },
    load(id) {
      if (!id.startsWith('\0virtual:portal-')) return null;
      const virtualId = id.slice(1);
      const { catalog } = load();
      if (virtualId === TILES) return `export const groups = ${JSON.stringify(catalogIndex(catalog))};`;
      // The recipes travel with the pages that show them, never with the first load.
      if (virtualId === RECIPES) return `export const recipes = ${JSON.stringify(recipeIndex(catalog))};`;
      // A group page links the recipes that use it: their names and groups, not their steps.
      if (virtualId === RECIPE_LINKS) {
        const links = recipeIndex(catalog).map(({ id: recipeId, title, entryGroups }) => ({ id: recipeId, title, entryGroups }));
        return `export const recipeLinks = ${JSON.stringify(links)};`;
      }
      if (virtualId === INDEX) {
        const loaders = catalog.groups
          .filter((g) => g.entries.length > 0)
          .map((g) => `  ${JSON.stringify(g.id)}: () => import(${JSON.stringify(GROUP + g.id)}),`)
          .join('\n');
        return [
          `export { groups } from ${JSON.stringify(TILES)};`,
          `const loaders = {\n${loaders}\n};`,
          // One entry per group at most: what a panel opened before shows again without waiting.
          'const arrived = new Map();',
          'export function loadGroup(id) {',
          '  const load = loaders[id];',
          '  if (!load) return Promise.resolve({ id, entries: [] });',
          '  return load().then((m) => {',
          '    arrived.set(id, m.default);',
          '    return m.default;',
          '  });',
          '}',
          'export function loadedGroup(id) {',
          '  return arrived.get(id) ?? null;',
          '}',
        ].join('\n');
      }
      if (virtualId.startsWith(GROUP)) {
        const group = catalog.groups.find((g) => g.id === virtualId.slice(GROUP.length));
        if (!group) return null;
        const lines = [
          "import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';",
          "import { localize } from '/src/catalog/error-messages.ts';",
          "import { lazyValidator } from '/src/engine/lazy-validator.ts';",
        ];
        const items = group.entries.map((entry, i) => {
          const schema = { ...expandSchema(entry.schema), $id: schemaId(entry.id) };
          lines.push(`const schema${i} = ${JSON.stringify(schema)};`);
          // Each validator is a chunk of its own, fetched when its entry's form opens or runs.
          const load = `() => import(${JSON.stringify(VALIDATOR + entry.id)}).then((m) => createPrecompiledValidator(m.default, schema${i}, localize))`;
          return `{ entry: ${JSON.stringify(entry)}, schema: schema${i}, validator: lazyValidator(${load}) }`;
        });
        lines.push(`export default { id: ${JSON.stringify(group.id)}, entries: [\n  ${items.join(',\n  ')}\n] };`);
        return lines.join('\n');
      }
      if (virtualId.startsWith(VALIDATOR)) {
        const entry = entryById(virtualId.slice(VALIDATOR.length));
        if (!entry) return null;
        return validatorModuleCode({ ...expandSchema(entry.schema), $id: schemaId(entry.id) } as never);
      }
      return null;
    },
    configureServer(server: ViteDevServer) {
      const reload = (file: string) => {
        if (!file.startsWith(catalogDir(root))) return;
        loaded = null;
        for (const mod of server.moduleGraph.idToModuleMap.values()) {
          if (mod.id?.startsWith('\0virtual:portal-')) server.moduleGraph.invalidateModule(mod);
        }
        const { problems } = load();
        if (problems.length > 0) server.config.logger.error(`Katalog tidak valid:\n${formatProblems(problems)}`);
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.add(catalogDir(root));
      server.watcher.on('change', reload);
      server.watcher.on('add', reload);
      server.watcher.on('unlink', reload);
    },
  };
}
