import { coerceBySchema, dropEmpty } from '../catalog/coerce.ts';
import { applyTransforms } from '../catalog/normalize.ts';
import type { CatalogEntry } from '../catalog/types.ts';
import type { FileStore } from '../engine/file-store.ts';
import type { EntryValidator } from '../server/embedded/validate.ts';
import { receiveFiles } from './file-arguments.ts';

export type PreparedCall = { ok: true; inputs: Record<string, unknown>; files: FileStore } | { ok: false; message: string };

/**
 * A tool call's arguments read the way the embedded API reads a request (empty values dropped,
 * text brought to the declared types, transforms applied), then checked by the same validator:
 * a refused call never reaches the API and says the catalog's Indonesian message.
 */
export function prepareCall(entry: Pick<CatalogEntry, 'schema'>, validate: EntryValidator, args: Record<string, unknown>): PreparedCall {
  const { values, files } = receiveFiles(entry.schema, args);
  const inputs = applyTransforms(entry.schema, coerceBySchema(entry.schema, dropEmpty(values)));
  const problem = validate(inputs);
  return problem ? { ok: false, message: problem } : { ok: true, inputs, files };
}
