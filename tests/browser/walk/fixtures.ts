import { existsSync, readdirSync } from 'node:fs';
import { extname, join } from 'node:path';

const root = join(import.meta.dirname, '..', '..', '..');

/**
 * Where a user of the walk finds files to pick: the fixtures the examples name, then the sample
 * Word document the docs script writes (no fixture is a Word file).
 */
export const fixtureDirs = [join(root, 'public', 'fixtures'), join(root, 'docs', 'postman', 'files')];

const mimeByExtension: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.csv': 'text/csv',
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The path of a fixture named by an example; a name no folder holds is an error worth reporting. */
export function fixturePath(name: string): string {
  for (const dir of fixtureDirs) {
    const path = join(dir, name);
    if (existsSync(path)) return path;
  }
  throw new Error(`file contoh '${name}' tidak ada di ${fixtureDirs.join(' atau ')}`);
}

/** True when a file of this name passes an `accept` list (MIME types, `type/*` or `.ext`). */
function accepts(accept: string[], name: string): boolean {
  const ext = extname(name).toLowerCase();
  const mime = mimeByExtension[ext] ?? '';
  return accept.some((a) => {
    const rule = a.toLowerCase();
    if (rule.startsWith('.')) return rule === ext;
    if (rule.endsWith('/*')) return mime.startsWith(rule.slice(0, -1));
    return rule === mime;
  });
}

/** The first fixture (by folder, then name) a file input accepts: what a user would pick when the example names none. */
export function fixtureFor(accept: string[] | undefined): string | undefined {
  for (const dir of fixtureDirs) {
    if (!existsSync(dir)) continue;
    const name = readdirSync(dir)
      .sort()
      .find((n) => !accept || accept.length === 0 || accepts(accept, n));
    if (name) return join(dir, name);
  }
  return undefined;
}
