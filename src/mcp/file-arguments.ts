import { mediaTypeOf } from '../catalog/media-types.ts';
import { isFileInput } from '../catalog/request-plan.ts';
import type { JsonSchema } from '../catalog/types.ts';
import { FileStore } from '../engine/file-store.ts';

interface FileArgument {
  name: string;
  type?: string;
  data: string;
}

function isFileArgument(value: unknown): value is FileArgument {
  const v = value as Partial<FileArgument> | null;
  return typeof v === 'object' && v !== null && typeof v.name === 'string' && typeof v.data === 'string';
}

/** One base64 file argument as the File a form would hold; anything else stays as it is, for the schema to refuse. */
function toDescriptor(value: unknown, files: FileStore): unknown {
  if (!isFileArgument(value)) return value;
  const bytes = Buffer.from(value.data, 'base64');
  // Without a stated type the name tells it, as a browser does when a file is chosen.
  return files.put(new File([bytes], value.name, { type: value.type ?? mediaTypeOf(value.name) }));
}

/**
 * Turns a tool call's base64 file arguments into files kept in a store, with the descriptors
 * (`{ id, name, size, type }`) the catalog's validators check in their place, as the form does.
 */
export function receiveFiles(schema: JsonSchema, args: Record<string, unknown>): { values: Record<string, unknown>; files: FileStore } {
  const files = new FileStore();
  const values: Record<string, unknown> = { ...args };
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    if (!isFileInput(prop) || values[name] === undefined) continue;
    const value = values[name];
    values[name] = Array.isArray(value) ? value.map((item) => toDescriptor(item, files)) : toDescriptor(value, files);
  }
  return { values, files };
}
