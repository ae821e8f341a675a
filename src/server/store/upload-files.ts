import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';

/** Where an upload's bytes live apart from its record: a folder on disk (the embedded store). */
export interface UploadFiles {
  /** Durable once it resolves: a crash afterwards never leaves a half file under this id. */
  write(id: string, data: Buffer): Promise<void>;
  read(id: string): Promise<Buffer | undefined>;
  remove(id: string): Promise<void>;
}

/** Ids are ours (hex), but a file name is never built from anything else. */
const safeId = (id: string): string => {
  if (!/^[a-f0-9]{8,64}$/.test(id)) throw new Error(`invalid upload id ${id}`);
  return id;
};

async function fsyncPath(path: string, flags: string): Promise<void> {
  const handle = await open(path, flags);
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Uploads as files of one folder. A file is written under a temporary name, flushed, renamed to
 * its id and the folder flushed, so after a crash a name is either absent or whole.
 */
export function folderUploadFiles(dir: string): UploadFiles {
  let ready: Promise<unknown> | undefined;
  return {
    async write(id, data) {
      await (ready ??= mkdir(dir, { recursive: true }));
      const final = join(dir, safeId(id));
      const temp = join(dir, `.${id}.${randomBytes(4).toString('hex')}.tmp`);
      const handle = await open(temp, 'w');
      try {
        await handle.writeFile(data);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temp, final);
      await fsyncPath(dir, 'r');
    },
    async read(id) {
      try {
        return await readFile(join(dir, safeId(id)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(id) {
      await rm(join(dir, safeId(id)), { force: true });
    },
  };
}
