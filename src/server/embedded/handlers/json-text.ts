import { messages } from '../../../catalog/messages.ts';
import type { CatalogEntry } from '../../../catalog/types.ts';
import { type JsonTextFault, readJsonText } from '../../common/index.ts';
import type { Answer } from '../answer.ts';

const faultMessages: Record<Exclude<JsonTextFault, 'invalid'>, string> = {
  tooDeep: messages.jsonTextTooDeep,
  prototypeKey: messages.jsonTextPrototypeKey,
};

/** The 400 for JSON text nested deeper than the bodies' limit. */
export const tooDeepText: Answer = { status: 400, json: { status: false, message: faultMessages.tooDeep } };

/**
 * JSON a tool reads from a text input, under the same rules as a JSON body: nested too deep or
 * carrying `__proto__` / `constructor.prototype` answers that rule's 400; text that is no JSON,
 * the entry's own error.
 */
export function jsonFromText(entry: CatalogEntry, text: string): { value: unknown } | { refusal: Answer } {
  const read = readJsonText(text);
  if (read.ok) return { value: read.value };
  const message = read.fault === 'invalid' ? entry.error : faultMessages[read.fault];
  return { refusal: { status: 400, json: { status: false, message } } };
}
