import { expandSchema } from '../../src/catalog/normalize.ts';
import type { CatalogEntry } from '../../src/catalog/types.ts';

export interface CatalogMessage {
  entry: string;
  message: string;
}

/** Keys whose string values (at any depth) are messages a user reads. */
const messageKeys = new Set(['errorMessage', 'messages', 'message']);

function collect(value: unknown, inMessage: boolean, out: Set<string>): void {
  if (typeof value === 'string') {
    if (inMessage) out.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) collect(item, inMessage, out);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) collect(item, inMessage || messageKeys.has(key), out);
  }
}

/**
 * Every message an entry can show: its schema's messages (extension keywords expanded), its
 * fallback `error`, and the `message` of its failing examples (what the embedded API answers).
 */
export function catalogMessages(entries: CatalogEntry[]): CatalogMessage[] {
  const out: CatalogMessage[] = [];
  for (const entry of entries) {
    const found = new Set<string>([entry.error]);
    collect(expandSchema(entry.schema), false, found);
    for (const example of entry.examples) {
      const body = example.response.json as { status?: unknown; message?: unknown } | undefined;
      const failing = (example.response.status ?? 200) >= 400 || body?.status === false;
      if (failing && typeof body?.message === 'string') found.add(body.message);
    }
    for (const message of found) out.push({ entry: entry.id, message });
  }
  return out;
}

/** The messages an entry's schema can answer (validation only, not fallbacks or example answers). */
export function schemaMessages(entry: CatalogEntry): Set<string> {
  const found = new Set<string>();
  collect(expandSchema(entry.schema), false, found);
  return found;
}
