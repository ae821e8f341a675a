/**
 * Lists the embedded API's handlers from their files, as `npm run widgets` lists the widgets:
 * `src/server/embedded/handlers/<group>/<name>.ts` is the handler `<name>` (an entry of the
 * catalog group `<group>` names it with `handler: <name>`), and `<family>.family.ts` declares
 * several at once (its `handlers`, by name). Files starting with `_` are what a group's handlers
 * share. Writes the names into src/catalog/handler-names.generated.ts (the meta-schema's enum
 * and the `HandlerName` type: `catalog:lint` refuses a name without a file) and the loaders into
 * src/server/embedded/handlers/modules.generated.ts (each module imported on its first call).
 * `--check` writes nothing and fails when either file no longer matches the folders.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { writeGenerated } from './generated-files.ts';

const root = join(import.meta.dirname, '..');
export const handlersDir = join(root, 'src', 'server', 'embedded', 'handlers');
export const namesFile = join(root, 'src', 'catalog', 'handler-names.generated.ts');
export const modulesFile = join(handlersDir, 'modules.generated.ts');

export interface HandlerFile {
  name: string;
  /** The catalog group, the folder's name. */
  group: string;
  /** From the handlers folder: `tools/qrcode.ts`. */
  file: string;
  family: boolean;
}

const familySuffix = '.family.ts';
const isHandlerFile = (file: string) => file.endsWith('.ts') && !file.startsWith('_') && !file.endsWith('.test.ts');

/** Every handler in the group folders, by name; a family module is imported (it must stay light) to read its names. */
export async function handlerFiles(): Promise<HandlerFile[]> {
  const found: HandlerFile[] = [];
  const groups = readdirSync(handlersDir, { withFileTypes: true }).filter((d) => d.isDirectory());
  for (const group of groups.map((d) => d.name)) {
    for (const name of readdirSync(join(handlersDir, group)).filter(isHandlerFile)) {
      const file = `${group}/${name}`;
      if (!name.endsWith(familySuffix)) {
        found.push({ name: name.slice(0, -'.ts'.length), group, file, family: false });
        continue;
      }
      const module = (await import(pathToFileURL(join(handlersDir, file)).href)) as { handlers?: Record<string, unknown> };
      if (!module.handlers) throw new Error(`${file} tidak mengekspor handlers`);
      for (const member of Object.keys(module.handlers)) found.push({ name: member, group, file, family: true });
    }
  }
  const sorted = found.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const twice = sorted.find((h, i) => sorted[i + 1]?.name === h.name);
  if (twice) throw new Error(`Handler ${twice.name} ada di dua file: ${sorted.filter((h) => h.name === twice.name).map((h) => h.file).join(', ')}`);
  return sorted;
}

const header = '// Written by `npm run handlers` from the files of src/server/embedded/handlers/<group>/; do not edit.';

/** The catalog's side: the names alone, so the catalog never imports the server. */
export function handlerNamesModule(files: HandlerFile[]): string {
  return [header, 'export const handlerNames = [', ...files.map((h) => `  '${h.name}',`), '] as const;', ''].join('\n');
}

/** The server's side: each name's loader; `satisfies` makes a missing or extra name a type error. */
export function handlerModulesModule(files: HandlerFile[]): string {
  const loader = (h: HandlerFile) =>
    h.family ? `import('./${h.file}').then((m) => m.handlers['${h.name}'])` : `import('./${h.file}').then((m) => m.handler)`;
  return [
    header,
    "import type { HandlerName } from '../../../catalog/handler-names.ts';",
    "import type { EntryHandler } from './types.ts';",
    '',
    'export const handlerLoaders = {',
    ...files.map((h) => `  '${h.name}': () => ${loader(h)},`),
    '} satisfies Record<HandlerName, () => Promise<EntryHandler>>;',
    '',
  ].join('\n');
}

if (process.argv[1] === import.meta.filename) {
  const { values } = parseArgs({ options: { check: { type: 'boolean' } } });
  const files = await handlerFiles();
  writeGenerated(
    [
      { path: namesFile, text: handlerNamesModule(files) },
      { path: modulesFile, text: handlerModulesModule(files) },
    ],
    { check: values.check ?? false, folders: 'file handler', command: 'npm run handlers' },
  );
}
