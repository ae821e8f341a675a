import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { environment } from '../../../../src/server/shell/environment.ts';
import { environmentTable, withEnvironmentTable } from '../../../../scripts/environment-doc.ts';

const root = resolve(import.meta.dirname, '../../../..');

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every `env.NAME`, `env['NAME']` and `import.meta.env.NAME` the portal's code reads. */
function variablesRead(files: string[]): Set<string> {
  const found = new Set<string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\benv(?:\.([A-Z][A-Z0-9_]+)|\[['"]([A-Z][A-Z0-9_]+)['"]\])/g)) found.add(match[1] ?? match[2]!);
  }
  return found;
}

describe('the environment variables table of docs/operate.md', () => {
  it('names every variable the server, the pages and the portal commands read', () => {
    const files = [...sourcesUnder(join(root, 'src')), join(root, 'scripts', 'mcp.ts'), join(root, 'scripts', 'account.ts'), join(root, 'scripts', 'build-fingerprint.ts')];
    const named = new Set(environment.map((v) => v.name));
    const missing = [...variablesRead(files)].filter((name) => !named.has(name));
    expect(missing).toEqual([]);
  });

  it('lists each variable once', () => {
    const names = environment.map((v) => v.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('is the table docs/operate.md holds (npm run docs writes it)', () => {
    const doc = readFileSync(join(root, 'docs', 'operate.md'), 'utf8');
    expect(withEnvironmentTable(doc)).toBe(doc);
    expect(doc).toContain(environmentTable());
  });

  it('refuses a page without its markers rather than dropping the table', () => {
    expect(() => withEnvironmentTable('# Operate\n')).toThrow(/penanda tabel variabel lingkungan/);
  });
});
