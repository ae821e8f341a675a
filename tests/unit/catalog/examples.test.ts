import { join } from 'node:path';
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../src/catalog/loader.ts';
import { expandSchema } from '../../../src/catalog/normalize.ts';
import { localize, transformErrors, validatorOptions } from '../../../src/catalog/validation.ts';

const { catalog } = loadCatalog(join(__dirname, '..', '..', '..', 'catalog'));
const entries = catalog.groups.flatMap((g) => g.entries);
const validator = customizeValidator(validatorOptions, localize);

/** Example requests name fixture files by name; the form would hold a descriptor of them. */
function asFormData(schema: RJSFSchema, request: Record<string, unknown>): Record<string, unknown> {
  const props = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
  const describe = (name: string) => ({ name, size: 100, type: name.endsWith('.png') ? 'image/png' : name.endsWith('.csv') ? 'text/csv' : 'application/octet-stream' });
  return Object.fromEntries(
    Object.entries(request).map(([key, value]) => {
      const prop = props[key];
      if (prop?.['x-file'] && typeof value === 'string') return [key, describe(value)];
      if ((prop?.items as Record<string, unknown> | undefined)?.['x-file'] && Array.isArray(value)) return [key, value.map((v) => describe(String(v)))];
      return [key, value];
    }),
  );
}

describe('contoh katalog', () => {
  it.each(entries.filter((e) => e.examples.length > 0).map((e) => [e.id, e] as const))('contoh %s valid terhadap schema-nya', (_id, entry) => {
    const schema = expandSchema(entry.schema) as RJSFSchema;
    // An example with an empty request is the embedded API's answer to any input, not a request;
    // a 400 example shows a refused input (tests/unit/server/embedded/error-examples.test.ts).
    for (const example of entry.examples.filter((e) => Object.keys(e.request).length > 0 && (e.response.status ?? 200) !== 400)) {
      const { errors } = validator.validateFormData(asFormData(entry.schema as RJSFSchema, example.request), schema, undefined, transformErrors);
      expect(errors.map((e) => e.message)).toEqual([]);
    }
  });
});
