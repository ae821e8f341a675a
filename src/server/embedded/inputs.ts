import type { FastifyRequest } from 'fastify';
import type { FileRule } from '../../catalog/keywords/index.ts';
import { mediaTypeOf, unknownMediaType } from '../../catalog/media-types.ts';
import { isFileInput } from '../../catalog/request-plan.ts';
import type { CatalogEntry, JsonSchema } from '../../catalog/types.ts';
import { transportFaults } from '../../catalog/transport-messages.ts';
import { HttpError, serverMessages } from '../common/index.ts';
import { sniffedType } from './file-sniff.ts';

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
/** Non-file fields: their count and size are capped as well (busboy answers 413 above these). */
const fieldLimits = { fields: 200, fieldSize: 1024 * 1024 };

function fileRule(prop: JsonSchema | undefined): FileRule | undefined {
  if (!prop) return undefined;
  return (prop['x-file'] ?? prop.items?.['x-file']) as FileRule | undefined;
}

/** How much of one file input the server keeps, from the catalog's `x-file` and `maxItems`. */
interface FileBudget {
  /** Bytes kept per file; a larger file is counted, not kept. */
  maxSize: number;
  /** Files kept for the input; one more is described (so `maxItems` speaks), the rest skipped. */
  maxCount: number;
}

export function fileBudget(prop: JsonSchema): FileBudget {
  const many = prop.type === 'array';
  return {
    maxSize: fileRule(prop)?.maxSize ?? defaultFileLimit,
    maxCount: many ? (typeof prop.maxItems === 'number' ? prop.maxItems : 20) : 1,
  };
}

/**
 * Reads one file part, keeping its bytes only while they fit in `maxSize`: a larger file comes
 * back with its counted size (above the limit, so the schema's own message answers) and no data.
 */
export async function readFilePart(stream: AsyncIterable<Buffer>, maxSize: number): Promise<{ data: Buffer; size: number }> {
  let chunks: Buffer[] | null = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (chunks && size > maxSize) chunks = null;
    chunks?.push(chunk);
  }
  return { data: chunks ? Buffer.concat(chunks) : Buffer.alloc(0), size };
}

async function drain(stream: AsyncIterable<Buffer>): Promise<void> {
  for await (const _chunk of stream);
}

/** Repeated fields (a list input) collect into a list; single ones stay scalar. */
function add(values: Record<string, unknown>, name: string, value: unknown, many: boolean): void {
  const current = values[name];
  if (many || current !== undefined) {
    values[name] = current === undefined ? [value] : Array.isArray(current) ? [...current, value] : [current, value];
  } else values[name] = value;
}

async function readMultipart(request: FastifyRequest, schema: JsonSchema, into: GatheredInputs): Promise<void> {
  const budgets = new Map<string, FileBudget>();
  for (const [name, prop] of Object.entries(schema.properties ?? {})) if (isFileInput(prop)) budgets.set(name, fileBudget(prop));
  // busboy stops storing any file past the largest limit; each input's own limit is applied below.
  // No throwing on size: the schema's message answers an oversized file (a 413 would lose its wording).
  // (`throwFileSizeLimit` is read at run time but missing from the `parts()` typings.)
  const largest = Math.max(0, ...[...budgets.values()].map((b) => b.maxSize));
  const options = { limits: { ...fieldLimits, fileSize: largest + 1 }, throwFileSizeLimit: false };
  for await (const part of request.parts(options)) {
    const prop = schema.properties?.[part.fieldname];
    const many = prop?.type === 'array';
    if (part.type === 'file') {
      const budget = budgets.get(part.fieldname);
      const seen = into.files[part.fieldname]?.length ?? 0;
      // A file nobody asked for, or past the one that already breaks `maxItems`: read past it.
      if (!budget || seen > budget.maxCount) {
        await drain(part.file);
        continue;
      }
      const read = await readFilePart(part.file, seen < budget.maxCount ? budget.maxSize : 0);
      const size = part.file.truncated ? Math.max(read.size, largest + 1) : read.size;
      // A part sent without a type of its own (application/octet-stream: Redocly Respect, some HTTP
      // libraries) is taken at its file name's word, as curl types what it uploads; the bytes then have the last word.
      const declared = part.mimetype === unknownMediaType ? mediaTypeOf(part.filename) : part.mimetype;
      // A file not kept (over its limit) has no bytes to read: its size message answers anyway.
      const type = read.data.length > 0 || size === 0 ? await sniffedType(read.data, declared) : declared;
      const file: ReceivedFile = { name: part.filename, size, type, data: read.data };
      (into.files[part.fieldname] ??= []).push(file);
      add(into.values, part.fieldname, { name: file.name, size: file.size, type: file.type }, many);
    } else {
      add(into.values, part.fieldname, part.value, many);
    }
  }
}

/**
 * busboy's own faults (a boundary that never comes, a cut or malformed part) carry no code: they
 * are the client's broken body, a 400. Limits keep their Fastify codes and their 413.
 */
function asBadMultipart(error: unknown): never {
  const code = (error as { code?: unknown } | null)?.code;
  if (error instanceof HttpError || (typeof code === 'string' && code.startsWith('FST_'))) throw error;
  throw new HttpError(400, serverMessages.multipartInvalid);
}

/** Path parameters, the query (without the apikey), and the JSON or multipart body, in one record. */
export async function gatherInputs(request: FastifyRequest, entry: CatalogEntry): Promise<GatheredInputs> {
  const gathered: GatheredInputs = { values: {}, files: {} };
  const { apikey: _apikey, ...query } = (request.query ?? {}) as Record<string, unknown>;
  Object.assign(gathered.values, query, request.params as Record<string, unknown>);
  if (request.isMultipart()) await readMultipart(request, entry.schema, gathered).catch(asBadMultipart);
  else if (request.body && typeof request.body === 'object' && !Array.isArray(request.body)) {
    Object.assign(gathered.values, request.body as Record<string, unknown>);
  } else if (entry.body === 'json' && request.body !== undefined) {
    // A JSON body holds the inputs by name: a list, a number or a text holds none of them.
    throw new HttpError(400, transportFaults.FST_ERR_CTP_INVALID_JSON_BODY[1]);
  }
  // A file input given as text is dropped by `readInputs` (`from: 'request'`), so `required` speaks.
  gathered.values = withoutNul(gathered.values) as Record<string, unknown>;
  return gathered;
}

/**
 * Every text input with its NUL characters drawn as U+FFFD: PostgreSQL (and PGlite) cannot store
 * U+0000 in text or JSON, and no input means anything by it; any other text the schema allows is
 * kept as sent.
 */
function withoutNul(value: unknown): unknown {
  if (typeof value === 'string') return value.includes('\u0000') ? value.replaceAll('\u0000', '\uFFFD') : value;
  if (Array.isArray(value)) return value.map(withoutNul);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [withoutNul(key) as string, withoutNul(item)]));
  return value;
}
