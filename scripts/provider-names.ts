/**
 * Lists the 3rd-party sources from their files, as `npm run handlers` lists the handlers:
 * `src/server/providers/<name>.ts` is the adapter `<name>` (an entry names it with `source: <name>`);
 * files starting with `_` are what the adapters share. Writes the names and labels into
 * src/catalog/provider-names.generated.ts (the meta-schema's enum, the `ProviderName` type, the
 * reference page's 'Sumber jawaban' line) and the registry into
 * src/server/providers/adapters.generated.ts. `--check` writes nothing and fails when either is stale.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { writeGenerated } from './generated-files.ts';

const root = join(import.meta.dirname, '..');
export const providersDir = join(root, 'src', 'server', 'providers');
export const namesFile = join(root, 'src', 'catalog', 'provider-names.generated.ts');
export const adaptersFile = join(providersDir, 'adapters.generated.ts');

export interface ProviderFile {
  name: string;
  label: string;
}

const isAdapterFile = (file: string) => file.endsWith('.ts') && !file.startsWith('_') && !file.endsWith('.test.ts') && !file.endsWith('.generated.ts') && file !== 'index.ts';

/** Every adapter, by name, with the label its module declares (the modules are light: imported to read it). */
export async function providerFiles(): Promise<ProviderFile[]> {
  const names = readdirSync(providersDir).filter(isAdapterFile).map((f) => f.slice(0, -'.ts'.length)).sort();
  const found: ProviderFile[] = [];
  for (const name of names) {
    const module = (await import(pathToFileURL(join(providersDir, `${name}.ts`)).href)) as { provider?: { label?: unknown } };
    if (typeof module.provider?.label !== 'string') throw new Error(`src/server/providers/${name}.ts tidak mengekspor provider dengan label`);
    found.push({ name, label: module.provider.label });
  }
  return found;
}

const header = '// Written by `npm run providers` from the files of src/server/providers/; do not edit.';
const camel = (name: string) => name.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase());

/** The catalog's side: names and labels, so the catalog never imports the server. */
export function providerNamesModule(files: ProviderFile[]): string {
  return [
    header,
    'export const providerLabels = {',
    ...files.map((p) => `  '${p.name}': '${p.label.replace(/[\\']/g, (c) => `\\${c}`)}',`),
    '} as const;',
    '',
  ].join('\n');
}

/** The server's side: each name's adapter; `satisfies` makes a missing or extra name a type error. */
export function providerAdaptersModule(files: ProviderFile[]): string {
  return [
    header,
    "import type { ProviderName } from '../../catalog/provider-names.ts';",
    "import type { ProviderAdapter } from './_types.ts';",
    ...files.map((p) => `import { provider as ${camel(p.name)} } from './${p.name}.ts';`),
    '',
    'export const providerAdapters = {',
    ...files.map((p) => `  '${p.name}': ${camel(p.name)},`),
    '} satisfies Record<ProviderName, ProviderAdapter>;',
    '',
  ].join('\n');
}

if (process.argv[1] === import.meta.filename) {
  const { values } = parseArgs({ options: { check: { type: 'boolean' } } });
  const files = await providerFiles();
  writeGenerated(
    [
      { path: namesFile, text: providerNamesModule(files) },
      { path: adaptersFile, text: providerAdaptersModule(files) },
    ],
    { check: values.check ?? false, folders: 'file provider', command: 'npm run providers' },
  );
}
