import { mkdirSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The lock file in the data folder: the pid of the process that holds it. */
export const lockFileName = 'portal.pid';

/** Said when another live process holds the folder (printed after `Server gagal dijalankan: `). */
export function folderInUseMessage(dir: string, pid: number): string {
  return `Folder data ${dir} sedang dipakai oleh proses lain (pid ${pid}). Hentikan proses itu dulu, pakai PORTAL_DATA_DIR lain, atau DATABASE_URL (PostgreSQL) untuk beberapa instance.`;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no lock between processes, and two writers on one folder lose acknowledged rows: the
 * folder is taken with a lock file created exclusively (`wx`) that holds our pid. A lock left by a
 * process that no longer runs (`kill -9`, a power cut) is stale and taken over, so it never
 * blocks the next start. Returns the release, which is also run when the process exits.
 */
export function lockFolder(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, lockFileName);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(path, `${process.pid}\n`, { flag: 'wx', mode: 0o644 });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        try {
          if (Number(readFileSync(path, 'utf8')) === process.pid) unlinkSync(path);
        } catch {
          // already gone
        }
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder: number;
    try {
      holder = Number.parseInt(readFileSync(path, 'utf8'), 10);
    } catch {
      continue; // released meanwhile: try again
    }
    if (Number.isInteger(holder) && holder > 0 && alive(holder)) throw new Error(folderInUseMessage(dir, holder));
    // Stale: moved aside under a name of our own, so two starters never both take it over.
    const aside = `${path}.stale-${process.pid}`;
    try {
      renameSync(path, aside);
      rmSync(aside, { force: true });
    } catch {
      // another starter moved it first
    }
  }
  throw new Error(`Folder data ${dir} tidak dapat dikunci.`);
}
