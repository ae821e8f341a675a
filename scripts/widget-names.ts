/**
 * Writes src/catalog/widget-names.generated.ts from the widget folders: every
 * `src/renderers/widgets/<name>/index.ts` is a widget name, every
 * `src/renderers/group-widgets/<name>/index.ts` a group widget name. The catalog's meta-schema
 * and the `WidgetName` type derive from it, so adding or removing a folder is all it takes.
 * `--check` writes nothing and fails when the file no longer matches the folders.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { writeGenerated } from './generated-files.ts';

const root = join(import.meta.dirname, '..');
export const generatedFile = join(root, 'src', 'catalog', 'widget-names.generated.ts');

/** The folders under `dir` that hold an `index.ts`, sorted. */
function folders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, 'index.ts')))
    .map((d) => d.name)
    .sort();
}

/** The module's text for the folders as they are now. */
export function widgetNamesModule(): string {
  const list = (names: string[]) => `[${names.map((n) => `'${n}'`).join(', ')}] as const`;
  return [
    '// Written by `npm run widgets` from the folders of src/renderers/widgets and src/renderers/group-widgets; do not edit.',
    `export const widgetNames = ${list(folders(join(root, 'src', 'renderers', 'widgets')))};`,
    `export const groupWidgetNames = ${list(folders(join(root, 'src', 'renderers', 'group-widgets')))};`,
    '',
  ].join('\n');
}

if (process.argv[1] === import.meta.filename) {
  const { values } = parseArgs({ options: { check: { type: 'boolean' } } });
  writeGenerated([{ path: generatedFile, text: widgetNamesModule() }], { check: values.check ?? false, folders: 'folder widget', command: 'npm run widgets' });
}
