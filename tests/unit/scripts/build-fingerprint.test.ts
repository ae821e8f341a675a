import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildFingerprint } from '../../../scripts/build-fingerprint.ts';

describe('the build fingerprint npm start compares before rebuilding', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  function project(): string {
    const dir = mkdtempSync(join(tmpdir(), 'fingerprint-'));
    dirs.push(dir);
    mkdirSync(join(dir, 'src', 'app'), { recursive: true });
    mkdirSync(join(dir, 'catalog'));
    mkdirSync(join(dir, 'src', 'node_modules'));
    writeFileSync(join(dir, 'src', 'app', 'page.tsx'), 'export const a = 1;\n');
    writeFileSync(join(dir, 'catalog', 'entry.yaml'), 'id: a\n');
    writeFileSync(join(dir, 'src', 'node_modules', 'dep.js'), 'x\n');
    return dir;
  }

  it('stays the same while nothing the build reads changes', () => {
    const dir = project();
    const before = buildFingerprint(dir, {});
    writeFileSync(join(dir, 'src', 'node_modules', 'dep.js'), 'changed\n');
    writeFileSync(join(dir, 'notes.txt'), 'not a build input\n');
    expect(buildFingerprint(dir, { HOME: '/elsewhere' })).toBe(before);
  });

  it('changes with a source, a catalog entry, a new file or the site origin', () => {
    const dir = project();
    const seen = new Set([buildFingerprint(dir, {})]);
    writeFileSync(join(dir, 'src', 'app', 'page.tsx'), 'export const a = 2;\n');
    seen.add(buildFingerprint(dir, {}));
    writeFileSync(join(dir, 'catalog', 'entry.yaml'), 'id: b\n');
    seen.add(buildFingerprint(dir, {}));
    writeFileSync(join(dir, 'catalog', 'other.yaml'), 'id: c\n');
    seen.add(buildFingerprint(dir, {}));
    seen.add(buildFingerprint(dir, { PORTAL_SITE_URL: 'https://portal.example' }));
    expect(seen.size).toBe(5);
  });
});
