/**
 * The generic answer views an entry declares in YAML (`response.text`, `response.fields`,
 * `response.table`): their options as TypeScript types and as the meta-schema that
 * `catalog:lint` checks them with. Paths are dot-separated (`stats.totalUsers`, `urls.0`).
 */

/** How a value reads on screen; numbers are always grouped the Indonesian way. */
export const valueFormats = ['number', 'money', 'date', 'unix-datetime'] as const;
export type ValueFormat = (typeof valueFormats)[number];

/** A labelled value: a JSON path, or a path with its format. */
export type ValueRef = string | { path: string; format?: ValueFormat; unit?: string };

/** `text`: one field's text, whole and breakable, with a copy button. */
export interface TextViewSpec {
  path: string;
  label: string;
  /** The copy button's text (its accessible name), e.g. 'Salin token'. */
  copy: string;
  /** The toast after copying, e.g. 'Token berhasil disalin!'. */
  copied: string;
}

/** `fields`: labelled values (label → path), as a titled card. */
export interface FieldsViewSpec {
  title: string;
  items: Record<string, ValueRef>;
}

/** `table`: one row per item of a list, one column per declared label. */
export interface TableViewSpec {
  /** Where the rows are. */
  path: string;
  /** The table's caption, which is also its accessible name. */
  caption: string;
  columns: Record<string, ValueRef>;
  /** A first column numbering the rows, with this heading (e.g. '#'). */
  rank?: string;
  /** At most this many rows. */
  limit?: number;
  /** Said instead of an empty table. */
  empty?: string;
}

const path = { type: 'string', minLength: 1 } as const;
const valueRef = {
  oneOf: [
    path,
    {
      type: 'object',
      additionalProperties: false,
      required: ['path'],
      properties: { path, format: { enum: [...valueFormats] }, unit: { type: 'string' } },
    },
  ],
};
const labelled = { type: 'object', minProperties: 1, additionalProperties: valueRef };
const text = { type: 'string', minLength: 1 } as const;

/** The meta-schema of each generic view's options, keyed by the renderer kind that reads them. */
export const answerViewSchemas = {
  text: { type: 'object', additionalProperties: false, required: ['path', 'label', 'copy', 'copied'], properties: { path, label: text, copy: text, copied: text } },
  fields: { type: 'object', additionalProperties: false, required: ['title', 'items'], properties: { title: text, items: labelled } },
  table: {
    type: 'object',
    additionalProperties: false,
    required: ['path', 'caption', 'columns'],
    properties: { path, caption: text, columns: labelled, rank: text, limit: { type: 'integer', minimum: 1 }, empty: text },
  },
} as const;
export type AnswerViewKind = keyof typeof answerViewSchemas;
