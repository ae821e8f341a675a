import { isFileInput } from '../catalog/request-plan.ts';
import type { CatalogEntry, JsonSchema } from '../catalog/types.ts';
import { splitInputs } from './inputs.ts';
import { sharePrefix as prefix } from './link.ts';

const typesOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : ['string']);

/** A link's text read as the input's type says; `undefined` when it cannot be one. */
function readValue(text: string, schema: JsonSchema): unknown {
  for (const type of typesOf(schema)) {
    if (type === 'string') return text;
    if ((type === 'integer' || type === 'number') && text.trim() !== '' && Number.isFinite(Number(text))) {
      const n = Number(text);
      if (type === 'number' || Number.isInteger(n)) return n;
    }
    if (type === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
    if (type === 'array' || type === 'object') {
      try {
        const parsed: unknown = JSON.parse(text);
        if (type === 'array' ? Array.isArray(parsed) : typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed;
      } catch {
        // Not JSON: not this type.
      }
    }
  }
  return undefined;
}

export interface SharedInputs {
  values: Record<string, unknown>;
  /** Parameters that were left out: unknown inputs, files, secrets, or values of the wrong type. */
  ignored: string[];
}

/** Reads the inputs a link carries for an entry; null when the link carries none. */
export function readShareQuery(search: string, entry: Pick<CatalogEntry, 'schema'>): SharedInputs | null {
  const query = new URLSearchParams(search);
  const values: Record<string, unknown> = {};
  const ignored: string[] = [];
  let any = false;
  for (const [key, text] of query) {
    if (!key.startsWith(prefix)) continue;
    any = true;
    const name = key.slice(prefix.length);
    const schema = Object.hasOwn(entry.schema.properties ?? {}, name) ? entry.schema.properties?.[name] : undefined;
    const value = schema && !isFileInput(schema) ? readValue(text, schema) : undefined;
    const kept = value === undefined ? undefined : splitInputs({ [name]: value }).values[name];
    if (kept === undefined) ignored.push(name);
    else values[name] = kept;
  }
  return any ? { values, ignored } : null;
}
