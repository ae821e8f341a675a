import { extensionKeywords } from './keywords/index.ts';
import { answerViewSchemas, viewsNeedingOptions } from './answer-views.ts';
import { groupIconNames } from './group-icons.ts';
import { handlerNames } from './handler-names.ts';
import { providerNames } from './provider-names.ts';
import { groupWidgetNames, rendererKinds, widgetNames } from './renderer-kinds.ts';

const propertySchema = {
  $id: 'portal:property',
  type: 'object',
  properties: {
    ...Object.fromEntries(Object.entries(extensionKeywords).map(([name, def]) => [name, def.meta])),
    properties: { type: 'object', additionalProperties: { $ref: 'portal:property' } },
    items: { $ref: 'portal:property' },
  },
} as const;

const responseKind = { enum: [...rendererKinds] };

/** The shape every `catalog/<group>/<entry>.yaml` must have. */
export const entryMetaSchema = {
  $id: 'portal:entry',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'title', 'summary', 'tag', 'method', 'path', 'schema', 'response', 'error'],
  properties: {
    id: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]*$' },
    title: { type: 'string', minLength: 1 },
    summary: { type: 'string', minLength: 1 },
    tag: { enum: ['internal', 'third-party'] },
    method: { enum: ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] },
    path: { type: 'string', pattern: '^/[A-Za-z0-9_./{}-]*$' },
    body: { enum: ['none', 'json', 'multipart'] },
    tryable: { type: 'boolean' },
    /** Which of its group's `sections` a documentation-only entry is listed under. */
    section: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]*$' },
    /** Place in its group's list (lower first); entries without one follow, by file name. */
    order: { type: 'integer', minimum: 0 },
    /** The embedded API's computed answer; without one it answers from the examples. */
    handler: { enum: [...handlerNames] },
    /** The 3rd-party provider the embedded API asks (src/server/providers); its examples answer when it cannot. */
    source: { enum: [...providerNames] },
    schema: {
      type: 'object',
      required: ['type'],
      properties: {
        ...Object.fromEntries(Object.entries(extensionKeywords).map(([name, def]) => [name, def.meta])),
        type: { const: 'object' },
        properties: { type: 'object', additionalProperties: { $ref: 'portal:property' } },
      },
    },
    ui: { type: 'object' },
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['kind'],
      properties: {
        kind: responseKind,
        filename: { type: 'string', minLength: 1 },
        widget: { enum: [...widgetNames] },
        ...answerViewSchemas,
        variants: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['when', 'kind'],
            properties: {
              when: { type: 'object', additionalProperties: { type: 'string' } },
              kind: responseKind,
              filename: { type: 'string', minLength: 1 },
            },
          },
        },
      },
      // Each kind that reads options requires them: `kind: widget` its `widget`, `kind: table` its `table`...
      allOf: (['widget', ...viewsNeedingOptions] as const).map((kind) => ({
        if: { properties: { kind: { const: kind } } },
        then: { required: [kind] },
      })),
    },
    error: { type: 'string', minLength: 1 },
    /** Being retired (RFC 9745 / RFC 8594): dates as YYYY-MM-DD, the replacement by entry id. */
    deprecated: {
      type: 'object',
      additionalProperties: false,
      required: ['since', 'note'],
      properties: {
        since: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
        sunset: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
        replacement: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]*$' },
        note: { type: 'string', minLength: 1 },
      },
    },
    success: { type: 'string', minLength: 1 },
    submitLabel: { type: 'string', minLength: 1 },
    /** The entry's own wording when there is no API key (spec §5: the QR decode form says it shorter). */
    missingKeyMessage: { type: 'string', minLength: 1 },
    loadingLabel: { type: 'string', minLength: 1 },
    examples: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['request', 'response'],
        properties: {
          name: { type: 'string' },
          request: { type: 'object' },
          response: {
            type: 'object',
            additionalProperties: false,
            properties: {
              status: { type: 'integer', minimum: 100, maximum: 599 },
              json: {},
              file: { type: 'string', pattern: '^[A-Za-z0-9_.-]+$' },
              contentType: { type: 'string' },
            },
          },
        },
      },
    },
  },
} as const;

/** The shape of `catalog/<group>/_group.yaml`. */
export const groupMetaSchema = {
  $id: 'portal:group',
  type: 'object',
  additionalProperties: false,
  required: ['label', 'title', 'order', 'status'],
  properties: {
    label: { type: 'string', minLength: 1 },
    title: { type: 'string', minLength: 1 },
    order: { type: 'integer' },
    status: { enum: ['active', 'disabled', 'coming-soon'] },
    /** Drawn on the group's tile and beside it in the navigation. */
    icon: { enum: [...groupIconNames] },
    description: { type: 'string' },
    /** A view of the whole feature, shown above the entries' documentation blocks. */
    widget: { enum: [...groupWidgetNames] },
    /** Headings of the documentation-only entries, in order: section id → label. */
    sections: {
      type: 'object',
      propertyNames: { pattern: '^[a-z0-9][a-z0-9-]*$' },
      additionalProperties: { type: 'string', minLength: 1 },
    },
  },
} as const;

export const propertyMetaSchema = propertySchema;
