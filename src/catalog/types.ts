import type { Plan } from './plans/types.ts';
import type { FieldsViewSpec, ImageViewSpec, TableViewSpec, TextViewSpec } from './answer-views.ts';
import type { GroupIconName } from './group-icons.ts';
import type { HandlerName } from './handler-names.ts';
import type { EntryDeprecation } from './deprecation.ts';
import type { ProviderName } from './provider-names.ts';
import type { Recipe } from './recipes/types.ts';
import type { GroupWidgetName, RendererKind, WidgetName } from './renderer-kinds.ts';

export type Tag = 'internal' | 'third-party';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
/** How the non-path, non-query inputs travel. */
export type BodyKind = 'none' | 'json' | 'multipart';
export type InputLocation = 'path' | 'query' | 'body';
export type GroupStatus = 'active' | 'disabled' | 'coming-soon';

/** A JSON Schema object as written in YAML (draft-07), with our `x-` keywords. */
export interface JsonSchema {
  type?: string | string[];
  title?: string;
  description?: string;
  default?: unknown;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  [keyword: string]: unknown;
}

export interface ResponseVariant {
  /** Input values that select this variant, e.g. `{ output: file }`. */
  when: Record<string, string>;
  kind: RendererKind;
  filename?: string;
}

export interface ResponseSpec {
  kind: RendererKind;
  /** Download name from the spec; the answer's Content-Disposition is the second choice. */
  filename?: string;
  /** For `widget`: which registered widget renders the answer. */
  widget?: WidgetName;
  /** The options of the generic view the kind names (`kind: text` reads `text:`, and so on). */
  text?: TextViewSpec;
  fields?: FieldsViewSpec;
  table?: TableViewSpec;
  image?: ImageViewSpec;
  variants?: ResponseVariant[];
}

export interface ExampleAnswer {
  status?: number;
  /** JSON body of the answer. */
  json?: unknown;
  /** A fixture under public/fixtures served as the body. */
  file?: string;
  contentType?: string;
}

export interface EntryExample {
  name?: string;
  /** The inputs, as the form would hold them (files by fixture name). */
  request: Record<string, unknown>;
  response: ExampleAnswer;
}

export interface EntryDef {
  id: string;
  title: string;
  summary: string;
  tag: Tag;
  method: HttpMethod;
  /** Under the proxy prefix, path parameters as `{name}`. */
  path: string;
  body: BodyKind;
  /** Documentation-only entries get no 'Coba' panel. */
  tryable: boolean;
  /** The group's section a documentation-only entry is listed under (a key of the group's `sections`). */
  section?: string;
  /** Place in its group's list (lower first); entries without one follow, by file name. */
  order?: number;
  /** The embedded API's computed answer (src/server/embedded/handlers); without one it answers from the examples. */
  handler?: HandlerName;
  /** The 3rd-party provider the embedded API asks (src/server/providers); when it cannot be reached, the examples answer with a notice. */
  source?: ProviderName;
  schema: JsonSchema;
  ui?: Record<string, unknown>;
  response: ResponseSpec;
  /** Fallback error message (spec section 8) when the server gives none. */
  error: string;
  /** Success toast. */
  success?: string;
  submitLabel?: string;
  /** The entry's own wording when there is no API key; else the portal's. */
  missingKeyMessage?: string;
  loadingLabel?: string;
  examples: EntryExample[];
  /** Being retired: its answers say so (headers), and from the sunset on it answers 410. */
  deprecated?: EntryDeprecation;
}

export interface GroupDef {
  id: string;
  label: string;
  /** Heading of the opened panel, e.g. 'Fitur Cuaca'. */
  title: string;
  order: number;
  status: GroupStatus;
  icon?: GroupIconName;
  description?: string;
  /** The view of the whole feature shown above its entries (src/renderers/group-widgets/<name>). */
  widget?: GroupWidgetName;
  /** Headings for documentation-only entries, in display order: section id → label. */
  sections?: Record<string, string>;
}

/** An entry with the place it came from. */
export interface CatalogEntry extends EntryDef {
  group: string;
  file: string;
}

export interface CatalogGroup extends GroupDef {
  file: string;
  entries: CatalogEntry[];
}

export interface Catalog {
  groups: CatalogGroup[];
  /** Flows of several entries (catalog/recipes/); a catalog without the folder has none. */
  recipes?: Recipe[];
  /** What accounts may do (catalog/plans.yaml); read by the server, never shipped to the browser. */
  plans?: Plan[];
}

/** What a group panel lists of an entry: its documentation block's heading and its place. */
export interface EntrySummary {
  id: string;
  group: string;
  title: string;
  summary: string;
  tag: Tag;
  method: HttpMethod;
  path: string;
  tryable: boolean;
  section?: string;
  /** Only on deprecated entries: enough for a badge in any list. */
  deprecated?: EntryDeprecation;
}

/**
 * A group as the first page load knows it: its tile and its page heading. Its entries travel
 * with the group's own chunk, so the first load stays the same size however many entries there are.
 */
export interface GroupSummary extends GroupDef {
  entryCount: number;
}
