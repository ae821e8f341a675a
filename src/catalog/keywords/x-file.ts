import type { JsonSchema } from '../types.ts';
import type { ExtensionKeyword, KeywordSite } from './keyword.ts';

/** A file input: accepted media types or name endings, and a size limit, each with its message. */
export interface FileRule {
  /** Media types (`image/png`, `image/*`) or name endings (`.csv`). */
  accept?: string[];
  maxSize?: number;
  messages?: { type?: string; size?: string };
}

/** What a file input holds in form data and in validation: the File itself travels apart. */
export interface FileDescriptor {
  id?: string;
  name: string;
  size: number;
  type: string;
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The media-type check as plain if/then/else: RJSF would draw an option picker for an `anyOf`.
 * A file passes when its type matches, or (for `.csv`-style endings) when its name does.
 */
function acceptCheck(accept: string[], message: string | undefined): JsonSchema | null {
  const types = accept.filter((a) => !a.startsWith('.'));
  const endings = accept.filter((a) => a.startsWith('.'));
  const typePattern = `^(${types.map((t) => (t.endsWith('/*') ? `${escape(t.slice(0, -1))}[^/]+` : escape(t))).join('|')})$`;
  const namePattern = `(${endings.map(escape).join('|')})$`;
  // The message sits on the property itself: ajv-errors ignores `errorMessage.properties` when
  // the object is an array item (the GIF frames), and would show ajv's generic text there.
  const on = (field: 'type' | 'name', pattern: string): JsonSchema => ({
    properties: { [field]: { pattern, ...(message ? { errorMessage: { pattern: message } } : {}) } },
  });
  if (types.length > 0 && endings.length > 0) {
    return { if: { properties: { type: { pattern: typePattern } } }, else: on('name', namePattern) };
  }
  if (types.length > 0) return on('type', typePattern);
  if (endings.length > 0) return on('name', namePattern);
  return null;
}

/** True when a file matches the rule's accepted types (used where no schema runs, e.g. the drop area). */
export function fileAccepted(rule: FileRule, file: Pick<FileDescriptor, 'name' | 'type'>): boolean {
  const accept = rule.accept ?? [];
  if (accept.length === 0) return true;
  return accept.some((a) => {
    if (a.startsWith('.')) return file.name.toLowerCase().endsWith(a.toLowerCase());
    if (a.endsWith('/*')) return file.type.startsWith(a.slice(0, -1));
    return file.type === a;
  });
}

export const xFile = {
  meta: {
    type: 'object',
    additionalProperties: false,
    properties: {
      accept: { type: 'array', items: { type: 'string', pattern: '^(\\.[A-Za-z0-9]+|[a-z]+/([a-z0-9.+-]+|\\*))$' } },
      maxSize: { type: 'integer', minimum: 1 },
      messages: {
        type: 'object',
        additionalProperties: false,
        properties: { type: { type: 'string' }, size: { type: 'string' } },
      },
    },
  },
  expand(rule: FileRule, site: KeywordSite): JsonSchema {
    const errorMessage: Record<string, unknown> = {};
    const schema: JsonSchema = {
      type: 'object',
      properties: {
        id: { type: 'string' },
        name: { type: 'string' },
        size: {
          type: 'number',
          ...(rule.maxSize ? { maximum: rule.maxSize } : {}),
          ...(rule.maxSize && rule.messages?.size ? { errorMessage: { maximum: rule.messages.size } } : {}),
        },
        type: { type: 'string' },
      },
    };
    const check = acceptCheck(rule.accept ?? [], rule.messages?.type);
    // Only a chosen file has a type to check: an empty field is the `required` rule's business.
    if (check) Object.assign(schema, { if: { required: ['name'] }, then: check });
    // RJSF gives an untouched object field `{}`, so the parent's `required` never fires:
    // the object itself must require its name, with the parent's message.
    if (site.required) {
      schema.required = ['name'];
      if (site.requiredMessage) errorMessage.required = site.requiredMessage;
    }
    if (Object.keys(errorMessage).length > 0) schema.errorMessage = errorMessage;
    return schema;
  },
} satisfies ExtensionKeyword;
