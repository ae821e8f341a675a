/**
 * The generic answer views an entry declares in YAML (`response.text`, `response.fields`,
 * `response.table`, `response.image`): their options as TypeScript types and as the meta-schema
 * that `catalog:lint` checks them with. Paths are dot-separated (`stats.totalUsers`, `urls.0`).
 * Titles, captions and alt texts may hold `{path}` (a value of the answer), `{input.name}` (an
 * input) and `{#}` (the number of rows).
 */

/** How a value reads on screen; numbers are always grouped the Indonesian way. */
export const valueFormats = ['number', 'money', 'date', 'unix-datetime'] as const;
export type ValueFormat = (typeof valueFormats)[number];

/** A labelled value: a JSON path, or a path with its format, unit, copy button, and whether it must be there. */
export type ValueRef =
  | string
  | { path: string; format?: ValueFormat; unit?: string; copy?: CopyButtonSpec; required?: boolean };

/** A copy button: its text (also its accessible name) and the toast after copying. */
export interface CopyButtonSpec {
  label: string;
  copied: string;
}

/** A picture the answer points at: a URL (or a list of URLs, the first is shown) at `path`. */
export interface ImagePart {
  path: string;
  alt: string;
  /** Put before a bare file name (BMKG's shakemap folder). */
  base?: string;
  /** A heading above the picture. */
  title?: string;
  /** Said when the answer has no picture (an empty list, no file name). */
  missing?: string;
  /** Said when the picture cannot load; the entry's `error` otherwise. */
  fallback?: string;
  /** Its width in pixels (at most 480 otherwise). */
  width?: number;
}

/** Options every generic view shares: the server's sentence above it, the raw answer below it. */
export interface CommonViewOptions {
  /** The path of a sentence of the answer shown above the view (its `message`). */
  message?: string;
  /** A 'Tampilkan JSON' toggle under the view. */
  raw?: boolean;
}

/** `text`: one field's text, whole and breakable, with a copy button (and the picture it goes with). */
export interface TextViewSpec extends CommonViewOptions {
  path: string;
  label: string;
  /** The copy button's text (its accessible name), e.g. 'Salin token'. */
  copy: string;
  /** The toast after copying, e.g. 'Token berhasil disalin!'. */
  copied: string;
  /** An empty text is an answer too (a picture without writing); else it is a failed answer. */
  allowEmpty?: boolean;
  image?: ImagePart;
}

/** `fields`: labelled values (label → path), as a titled card, with an optional picture. */
export interface FieldsViewSpec extends CommonViewOptions {
  title: string;
  /** The title when a value the title names is absent. */
  untitled?: string;
  items: Record<string, ValueRef>;
  /** Leave out absent values instead of showing '-'. */
  hideAbsent?: boolean;
  /** Also list the other fields of the object at `path` (the answer itself when absent), labelled by their names. */
  more?: { path?: string; except?: string[] };
  image?: ImagePart;
}

/** `table`: one row per item of a list, one column per declared label. */
export interface TableViewSpec extends CommonViewOptions {
  /** Where the rows are. */
  path: string;
  /** The table's caption, which is also its accessible name. */
  caption: string;
  /** The caption when there is more than one row (`{#}` the number of rows). */
  captionMany?: string;
  columns: Record<string, ValueRef>;
  /** A first column numbering the rows, with this heading (e.g. '#'). */
  rank?: string;
  /** The first declared column heads its row (a date in a schedule). */
  rowHeader?: boolean;
  /** At most this many rows. */
  limit?: number;
  /** Said instead of an empty table. */
  empty?: string;
  /** A button on every row that runs another entry of the group and shows its answer under the table. */
  open?: RowOpenSpec;
}

/** A row's button: runs `entry` with `input` set to the row's value at `path` (a search result's detail). */
export interface RowOpenSpec {
  entry: string;
  input: string;
  path: string;
  /** The button's text, e.g. 'Lihat detail'. */
  label: string;
  /** Its accessible name, with the row's values (`{nama}`), e.g. 'Lihat detail {nama} ({nim})'. */
  name: string;
}

/** `image`: with options, a picture the JSON answer points at (else the answer is the picture itself). */
export interface ImageViewSpec extends ImagePart, CommonViewOptions {}

const path = { type: 'string', minLength: 1 } as const;
const text = { type: 'string', minLength: 1 } as const;
const copyButton = { type: 'object', additionalProperties: false, required: ['label', 'copied'], properties: { label: text, copied: text } };
const valueRef = {
  oneOf: [
    path,
    {
      type: 'object',
      additionalProperties: false,
      required: ['path'],
      properties: { path, format: { enum: [...valueFormats] }, unit: { type: 'string' }, copy: copyButton, required: { type: 'boolean' } },
    },
  ],
};
const labelled = { type: 'object', minProperties: 1, additionalProperties: valueRef };
const imageProperties = { path, alt: text, base: text, title: text, missing: text, fallback: text, width: { type: 'integer', minimum: 16, maximum: 1024 } };
const imagePart = { type: 'object', additionalProperties: false, required: ['path', 'alt'], properties: imageProperties };
const common = { message: path, raw: { type: 'boolean' } };

/** The meta-schema of each generic view's options, keyed by the renderer kind that reads them. */
export const answerViewSchemas = {
  text: {
    type: 'object',
    additionalProperties: false,
    required: ['path', 'label', 'copy', 'copied'],
    properties: { path, label: text, copy: text, copied: text, allowEmpty: { type: 'boolean' }, image: imagePart, ...common },
  },
  fields: {
    type: 'object',
    additionalProperties: false,
    required: ['title', 'items'],
    properties: {
      title: text,
      untitled: text,
      items: labelled,
      hideAbsent: { type: 'boolean' },
      more: { type: 'object', additionalProperties: false, properties: { path, except: { type: 'array', items: text } } },
      image: imagePart,
      ...common,
    },
  },
  table: {
    type: 'object',
    additionalProperties: false,
    required: ['path', 'caption', 'columns'],
    properties: {
      path,
      caption: text,
      captionMany: text,
      columns: labelled,
      rank: text,
      rowHeader: { type: 'boolean' },
      limit: { type: 'integer', minimum: 1 },
      empty: text,
      open: {
        type: 'object',
        additionalProperties: false,
        required: ['entry', 'input', 'path', 'label', 'name'],
        properties: { entry: text, input: text, path, label: text, name: text },
      },
      ...common,
    },
  },
  image: { type: 'object', additionalProperties: false, required: ['path', 'alt'], properties: { ...imageProperties, ...common } },
} as const;
export type AnswerViewKind = keyof typeof answerViewSchemas;

/** The kinds that cannot do without their options; `image` without them shows an image answer as it came. */
export const viewsNeedingOptions = ['text', 'fields', 'table'] as const satisfies readonly AnswerViewKind[];
