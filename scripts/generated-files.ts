/**
 * The write-or-check step of the scripts that list folders into `*.generated.ts` modules
 * (`npm run widgets`, `npm run handlers`): a file is written only when its text changes, and
 * `--check` writes nothing and fails, naming each file that no longer matches its folders.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';

export interface GeneratedFile {
  path: string;
  text: string;
}

export function writeGenerated(files: GeneratedFile[], options: { check: boolean; folders: string; command: string }): void {
  const root = process.cwd();
  const stale = files.filter((file) => (existsSync(file.path) ? readFileSync(file.path, 'utf8') : '') !== file.text);
  for (const file of stale) {
    const name = relative(root, file.path);
    if (options.check) console.error(`${name} tidak sesuai ${options.folders}; jalankan ${options.command}`);
    else {
      writeFileSync(file.path, file.text);
      console.log(`${name} ditulis`);
    }
  }
  if (options.check && stale.length > 0) process.exit(1);
}
