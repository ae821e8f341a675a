import { readInputs, type InputValidator } from '../catalog/read-inputs.ts';
import type { CatalogEntry } from '../catalog/types.ts';
import type { FileStore } from '../engine/file-store.ts';
import { receiveFiles } from './file-arguments.ts';

export type PreparedCall = { ok: true; inputs: Record<string, unknown>; files: FileStore } | { ok: false; message: string };

/**
 * A tool call's arguments read the way the embedded API reads a request (`readInputs`), checked
 * by the same validator: a refused call never reaches the API and says the catalog's message.
 */
export function prepareCall(entry: Pick<CatalogEntry, 'path' | 'body' | 'schema'>, validate: InputValidator, args: Record<string, unknown>): PreparedCall {
  const { values, files } = receiveFiles(entry.schema, args);
  const read = readInputs(entry, values, { from: 'tool', validate });
  return read.ok ? { ok: true, inputs: read.values, files } : { ok: false, message: read.messages[0] };
}
