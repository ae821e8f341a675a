import type { OpenAPIV3 } from 'openapi-types';
import type { JsonSchema } from '../types.ts';

type Parameter = OpenAPIV3.ParameterObject;

/**
 * A query object sent exploded (`style: form`, `explode: true`: `?top=a&bottom=b`) is one query
 * parameter per property on the wire, and so one input per property in the catalog. The rules
 * between them come back from `x-portal-request-schema`, as for inputs in several places.
 */
export function exploded(p: Parameter): Parameter[] {
  const schema = (p.schema ?? {}) as JsonSchema;
  if (p.in !== 'query' || schema.type !== 'object' || !schema.properties || p.explode === false || (p.style ?? 'form') !== 'form') return [p];
  const example = (p.example ?? {}) as Record<string, unknown>;
  return Object.entries(schema.properties).map(([name, own]) => ({
    name,
    in: 'query',
    required: (schema.required ?? []).includes(name),
    ...(typeof own.description === 'string' ? { description: own.description } : {}),
    schema: own as Parameter['schema'],
    ...(example[name] !== undefined ? { example: example[name] } : {}),
  }));
}
