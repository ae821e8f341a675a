import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { folderInUseMessage, lockFileName, lockFolder } from '../../../../src/server/store/folder-lock.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-lock-'));
  dirs.push(dir);
  return dir;
};

describe('the data folder lock', () => {
  it('a second lock on a held folder fails with the Indonesian message; released, it can be taken again', () => {
    const dir = tempDir();
    const release = lockFolder(dir);
    expect(readFileSync(join(dir, lockFileName), 'utf8').trim()).toBe(String(process.pid));
    expect(() => lockFolder(dir)).toThrow(folderInUseMessage(dir, process.pid));
    release();
    lockFolder(dir)();
  });

  it('a lock left by a process that no longer runs (kill -9) is taken over', () => {
    const dir = tempDir();
    // The pid of a process that has just ended.
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout;
    writeFileSync(join(dir, lockFileName), `${gone}\n`);
    const release = lockFolder(dir);
    expect(readFileSync(join(dir, lockFileName), 'utf8').trim()).toBe(String(process.pid));
    release();
  });
});
