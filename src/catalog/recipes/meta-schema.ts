const id = { type: 'string', pattern: '^[a-z0-9][a-z0-9-]*$' } as const;

/** A value from an earlier step (see `StepRef`). */
const stepRef = {
  type: 'object',
  required: ['step'],
  oneOf: [
    {
      additionalProperties: false,
      required: ['step', 'path'],
      properties: { step: id, path: { type: 'string', minLength: 1 }, compute: { enum: ['totp'] } },
    },
    { additionalProperties: false, required: ['step', 'input'], properties: { step: id, input: { type: 'string', minLength: 1 } } },
    {
      additionalProperties: false,
      required: ['step', 'answer'],
      properties: { step: id, answer: { const: 'file' }, sample: { type: 'string', pattern: '^[A-Za-z0-9_.-]+$' } },
    },
  ],
} as const;

const pairs = {
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['key', 'value'],
    properties: { key: { type: 'string' }, value: { type: 'string' } },
  },
} as const;

/** The shape of `catalog/recipes/<id>.yaml`. */
export const recipeMetaSchema = {
  $id: 'portal:recipe',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'title', 'summary', 'steps'],
  properties: {
    id,
    title: { type: 'string', minLength: 1 },
    summary: { type: 'string', minLength: 1 },
    steps: {
      type: 'array',
      minItems: 2,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'entry', 'inputs'],
        properties: {
          id,
          entry: id,
          title: { type: 'string', minLength: 1 },
          note: { type: 'string', minLength: 1 },
          inputs: {
            type: 'object',
            additionalProperties: { anyOf: [{ type: ['string', 'number', 'boolean'] }, stepRef, pairs] },
          },
          expect: {
            type: 'object',
            additionalProperties: false,
            properties: {
              status: { type: 'integer', minimum: 100, maximum: 599 },
              contentType: { type: 'string', minLength: 1 },
              body: {
                type: 'array',
                items: {
                  type: 'object',
                  additionalProperties: false,
                  required: ['path'],
                  minProperties: 2,
                  properties: {
                    path: { type: 'string', minLength: 1 },
                    equals: { anyOf: [{ type: ['string', 'number', 'boolean'] }, stepRef] },
                    exists: { const: true },
                    contains: { type: 'string', minLength: 1 },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
} as const;
