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

function acceptAlternatives(accept: string[]): JsonSchema[] {
  const types = accept.filter((a) => !a.startsWith('.'));
  const endings = accept.filter((a) => a.startsWith('.'));
  const alternatives: JsonSchema[] = [];
  if (types.length > 0) {
    const pattern = types.map((t) => (t.endsWith('/*') ? `${escape(t.slice(0, -1))}[^/]+` : escape(t))).join('|');
    alternatives.push({ properties: { type: { pattern: `^(${pattern})$` } }, required: ['type'] });
  }
  if (endings.length > 0) {
    const pattern = endings.map(escape).join('|');
    alternatives.push({ properties: { name: { pattern: `(${pattern})$` } }, required: ['name'] });
  }
  return alternatives;
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
        size: { type: 'number', ...(rule.maxSize ? { maximum: rule.maxSize } : {}) },
        type: { type: 'string' },
      },
    };
    if (rule.maxSize && rule.messages?.size) errorMessage.properties = { size: rule.messages.size };
    const alternatives = acceptAlternatives(rule.accept ?? []);
    if (alternatives.length > 0) {
      schema.anyOf = alternatives;
      if (rule.messages?.type) errorMessage.anyOf = rule.messages.type;
    }
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
