import type { FastifyRequest } from 'fastify';
import type { FileRule } from '../../catalog/keywords/index.ts';
import { isFileInput } from '../../catalog/request-plan.ts';
import type { CatalogEntry, JsonSchema } from '../../catalog/types.ts';

/** A received file: its descriptor is what the schema validates, the bytes go to the handler. */
export interface ReceivedFile {
  name: string;
  size: number;
  type: string;
  data: Buffer;
}

export interface GatheredInputs {
  /** Every input by name; a file is `{ name, size, type }` (a list for repeated file inputs). */
  values: Record<string, unknown>;
  files: Record<string, ReceivedFile[]>;
}

/** Files without a declared limit still have one, so a body can never fill the memory. */
const defaultFileLimit = 20 * 1024 * 1024;

function fileRule(prop: JsonSchema | undefined): FileRule | undefined {
  if (!prop) return undefined;
  return (prop['x-file'] ?? prop.items?.['x-file']) as FileRule | undefined;
}

/** One more byte than the largest declared limit: enough to know a file is too big, no more. */
function readLimit(schema: JsonSchema): number {
  const sizes = Object.values(schema.properties ?? {})
    .map((prop) => fileRule(prop)?.maxSize)
    .filter((size): size is number => typeof size === 'number');
  return (sizes.length > 0 ? Math.max(...sizes) : defaultFileLimit) + 1;
}

/** Repeated fields (a list input) collect into a list; single ones stay scalar. */
function add(values: Record<string, unknown>, name: string, value: unknown, many: boolean): void {
  const current = values[name];
  if (many || current !== undefined) {
    values[name] = current === undefined ? [value] : Array.isArray(current) ? [...current, value] : [current, value];
  } else values[name] = value;
}

async function readMultipart(request: FastifyRequest, schema: JsonSchema, into: GatheredInputs): Promise<void> {
  const limit = readLimit(schema);
  // No throwing on size: a truncated file gets a size above its limit, and the schema's own
  // message answers it (a generic 413 would lose the catalog's wording).
  // (`throwFileSizeLimit` is read at run time but missing from the `parts()` typings.)
  const options = { limits: { fileSize: limit }, throwFileSizeLimit: false };
  for await (const part of request.parts(options)) {
    const prop = schema.properties?.[part.fieldname];
    const many = prop?.type === 'array';
    if (part.type === 'file') {
      const data = await part.toBuffer();
      const size = part.file.truncated ? Math.max(limit, data.length + 1) : data.length;
      const file: ReceivedFile = { name: part.filename, size, type: part.mimetype, data };
      (into.files[part.fieldname] ??= []).push(file);
      add(into.values, part.fieldname, { name: file.name, size: file.size, type: file.type }, many);
    } else {
      add(into.values, part.fieldname, part.value, many);
    }
  }
}

/** Path parameters, the query (without the apikey), and the JSON or multipart body, in one record. */
export async function gatherInputs(request: FastifyRequest, entry: CatalogEntry): Promise<GatheredInputs> {
  const gathered: GatheredInputs = { values: {}, files: {} };
  const { apikey: _apikey, ...query } = (request.query ?? {}) as Record<string, unknown>;
  Object.assign(gathered.values, query, request.params as Record<string, unknown>);
  if (request.isMultipart()) await readMultipart(request, entry.schema, gathered);
  else if (request.body && typeof request.body === 'object' && !Array.isArray(request.body)) {
    Object.assign(gathered.values, request.body as Record<string, unknown>);
  }
  // A file input given as text (a name in the query) is not a file: drop it so `required` speaks.
  for (const [name, prop] of Object.entries(entry.schema.properties ?? {})) {
    if (isFileInput(prop) && !(name in gathered.files)) delete gathered.values[name];
  }
  return gathered;
}
