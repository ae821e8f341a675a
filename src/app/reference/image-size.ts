import { openSync, readSync, closeSync } from 'node:fs';

/**
 * The pixel size of a PNG or GIF from its header (build time), or undefined for other files:
 * enough for the reference's example pictures to hold their place while loading.
 */
export function imageSize(path: string): { width: number; height: number } | undefined {
  const head = Buffer.alloc(24);
  let fd: number | undefined;
  try {
    fd = openSync(path, 'r');
    readSync(fd, head, 0, 24, 0);
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
  if (head.readUInt32BE(0) === 0x89504e47 && head.toString('latin1', 12, 16) === 'IHDR') return { width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
  if (head.toString('latin1', 0, 4) === 'GIF8') return { width: head.readUInt16LE(6), height: head.readUInt16LE(8) };
  return undefined;
}
