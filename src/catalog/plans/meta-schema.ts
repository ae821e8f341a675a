/** The shape of catalog/plans.yaml. */
export const plansMetaSchema = {
  type: 'object',
  required: ['plans'],
  additionalProperties: false,
  properties: {
    plans: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['name', 'label', 'dailyCalls', 'ratePerMinute', 'groups', 'keysPerAccount', 'price', 'summary'],
        additionalProperties: false,
        properties: {
          name: { type: 'string', pattern: '^[A-Z][A-Z0-9_]{1,31}$' },
          label: { type: 'string', minLength: 1, maxLength: 40 },
          dailyCalls: { type: ['integer', 'null'], minimum: 0 },
          ratePerMinute: { type: 'integer', minimum: 1 },
          groups: { oneOf: [{ const: 'all' }, { type: 'array', minItems: 1, uniqueItems: true, items: { type: 'string', minLength: 1 } }] },
          keysPerAccount: { type: 'integer', minimum: 1, maximum: 50 },
          price: { type: 'string', minLength: 1, maxLength: 60 },
          summary: { type: 'string', minLength: 1, maxLength: 200 },
        },
      },
    },
  },
} as const;
