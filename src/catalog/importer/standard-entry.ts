import type { OpenAPIV3 } from 'openapi-types';
import type { JsonSchema } from '../types.ts';
import type { Op } from './document.ts';
import { errorOf, examplesOf, messagesNotCarried, responseOf, summaryOf, tagOf } from './standard-answers.ts';
import { catalogInput, catalogRules, withOwnDescription } from './standard-inputs.ts';
import { exploded } from './exploded-query.ts';

type Schema = JsonSchema;
type Parameter = OpenAPIV3.ParameterObject;
type Media = OpenAPIV3.MediaTypeObject;

/** Key/value pairs the exporter spreads into fields of their own: one list input again. */
function pairsInput(body: Schema): Schema {
  const free = body.additionalProperties as Schema;
  return {
    type: 'array',
    title: 'Pasangan',
    ...(typeof free.description === 'string' ? { description: free.description } : {}),
    'x-pairs': body['x-pairs'],
    items: { type: 'object', properties: { key: { type: 'string', title: 'Key' }, value: { type: 'string', title: 'Value' } } },
  };
}

/**
 * A catalog entry from the standard parts of an operation (a document the portal did not write,
 * or one without `x-portal-entry`): inputs with their place and schema, the rules between them,
 * examples, the answer's kind. What has no place in the catalog is added to `unmapped`.
 */
export function entryFromStandard(op: Op, method: string, itemParams: Parameter[], path: string, where: string, id: string, unmapped: string[]): Record<string, unknown> {
  const properties: Record<string, Schema> = {};
  const required: string[] = [];
  const request: Record<string, unknown> = {};
  const requestBody = op.requestBody as OpenAPIV3.RequestBodyObject | undefined;
  for (const p of [...itemParams, ...((op.parameters ?? []) as Parameter[])].flatMap(exploded)) {
    if (p.in !== 'path' && p.in !== 'query') {
      unmapped.push(`${where}: parameter ${p.in} '${p.name}' (katalog hanya path, query dan body)`);
      continue;
    }
    const schema = catalogInput({ ...((p.schema ?? {}) as Schema), ...(p.description ? { description: p.description } : {}) }, `${where} ${p.name}`, unmapped);
    properties[p.name] = p.in === 'query' && requestBody ? { ...schema, 'x-in': 'query' } : schema;
    if (p.required || p.in === 'path') required.push(p.name);
    if (p.example !== undefined) request[p.name] = p.example;
  }
  let body = 'none';
  let bodySchema: Schema = {};
  const content = requestBody?.content ?? {};
  const [type, media] = (Object.entries(content).find(([t]) => t === 'application/json' || t === 'multipart/form-data') ?? []) as [string?, Media?];
  for (const other of Object.keys(content).filter((t) => t !== type)) unmapped.push(`${where}: body ${other} (katalog hanya application/json dan multipart/form-data)`);
  if (type && media?.schema) {
    body = type === 'application/json' ? 'json' : 'multipart';
    bodySchema = media.schema as Schema;
    if (bodySchema.type !== 'object' || !bodySchema.properties) unmapped.push(`${where}: body yang bukan objek dengan properties`);
    const accept = (name: string) => (media.encoding?.[name]?.contentType ?? '').split(',').map((t) => t.trim()).filter(Boolean);
    for (const [n, s] of Object.entries(bodySchema.properties ?? {})) properties[n] = catalogInput(s, `${where} body.${n}`, unmapped, { accept: accept(n) });
    if (bodySchema['x-pairs'] && bodySchema.additionalProperties) properties.pasangan = pairsInput(bodySchema);
    required.push(...(bodySchema.required ?? []));
    if (media.example && typeof media.example === 'object') Object.assign(request, media.example);
  }
  // Rules between inputs in different places travel whole in `x-portal-request-schema`.
  const whole = ((op as Record<string, unknown>)['x-portal-request-schema'] as Schema | undefined) ?? bodySchema;
  const rules = catalogRules(whole, properties, where, unmapped);
  const needed = new Set([...((whole.required as string[] | undefined) ?? []), ...required]);
  // Inputs in the order of the whole request, when the document gives it (the exporter's order).
  const order = [...Object.keys(whole.properties ?? {}), ...Object.keys(properties)].filter((n) => n in properties);
  const inputs = Object.fromEntries([...new Set(order)].map((name) => [name, withOwnDescription(name, properties[name], needed.has(name))]));
  const title = op.summary || op.operationId || where;
  const examples = examplesOf(op, request, where, unmapped);
  const schema: Schema = { type: 'object', properties: inputs, ...(needed.size > 0 ? { required: [...needed] } : {}), ...rules };
  unmapped.push(...messagesNotCarried(op, schema, where));
  return {
    id,
    title,
    summary: summaryOf(op, title),
    tag: tagOf(op['x-portal-tag']),
    method: method.toUpperCase(),
    path,
    ...(body !== 'none' ? { body } : {}),
    ...(op['x-portal-tryable'] === false ? { tryable: false } : {}),
    schema,
    response: responseOf(op),
    error: errorOf(op, title),
    ...(examples.length > 0 ? { examples } : {}),
  };
}
