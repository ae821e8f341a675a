import type { FileDescriptor } from '../catalog/keywords/index.ts';

/**
 * RJSF round-trips form data through JSON, which turns a File into `{}`: the form keeps a small
 * descriptor and the real File waits here until the request builder appends it.
 */
export class FileStore {
  private readonly files = new Map<string, File>();
  private next = 0;

  put(file: File): FileDescriptor {
    const id = `file-${++this.next}`;
    this.files.set(id, file);
    return { id, name: file.name, size: file.size, type: file.type };
  }

  get(descriptor: unknown): File | undefined {
    const id = (descriptor as { id?: unknown } | null)?.id;
    return typeof id === 'string' ? this.files.get(id) : undefined;
  }

  forget(descriptor: unknown): void {
    const id = (descriptor as { id?: unknown } | null)?.id;
    if (typeof id === 'string') this.files.delete(id);
  }
}
