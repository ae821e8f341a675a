import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import type { FilePart, Generated } from './arbitrary.ts';
import type { Operation, Response, Schema } from './document.ts';
import type { GeneratedRequest } from './request.ts';

/**
 * What Schemathesis (tests/contract) cannot judge: rules between inputs in different places
 * (`x-portal-request-schema`, which no OpenAPI parameter can hold), and that every refusal says
 * one of the messages the document lists for its status.
 */
export const failureClasses = {
  negative_data_rejection: 'input terlarang oleh aturan antar-tempat tetapi diterima',
  positive_data_acceptance: 'input sah menurut aturan antar-tempat tetapi ditolak aturan',
  missing_message: 'penolakan tanpa pesan katalog yang terdokumentasi',
} as const;
export type FailureClass = keyof typeof failureClasses;

export interface Failure {
  check: FailureClass;
  operation: string;
  detail: string;
}

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
addFormats(ajv);
ajv.addFormat('binary', true);

const compiled = new WeakMap<Schema, ReturnType<typeof ajv.compile>>();
function check(schema: Schema, value: unknown): string | null {
  let validate = compiled.get(schema);
  if (!validate) compiled.set(schema, (validate = ajv.compile(schema)));
  return validate(value) ? null : ajv.errorsText(validate.errors);
}

const isFile = (v: unknown): v is FilePart => typeof v === 'object' && v !== null && (v as FilePart).kind === 'file';
const accepts = (accept: string, type: string) =>
  accept.split(',').some((a) => {
    const t = a.trim();
    return t === '*/*' || t === type || (t.endsWith('/*') && type.startsWith(t.slice(0, -1)));
  });

/** Files stand for binary strings in the document's schemas; their type is the encoding's business. */
function asDocumentValue(value: Generated): Generated {
  if (isFile(value)) return 'biner';
  return Array.isArray(value) ? value.map(asDocumentValue) : value;
}

/**
 * A query or multipart value as the server receives it: text, read as the number or boolean the
 * schema declares (OpenAPI's serialization); a repeated value stays a list; null is not sent.
 */
function asText(schema: Schema | undefined, value: Generated): Generated {
  if (value === null || value === undefined) return undefined;
  if (Array.isArray(value)) return schema?.type === 'array' ? value.map((v) => asText(schema.items as Schema | undefined, v)) : value;
  if (isFile(value)) return value;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const alternatives = [schema, ...(((schema?.anyOf ?? []) as Schema[]))];
  const types = alternatives.flatMap((s) => [s?.type ?? []].flat()) as string[];
  if ((types.includes('integer') || types.includes('number')) && text.trim() !== '' && !Number.isNaN(Number(text))) return Number(text);
  if (types.includes('boolean') && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

/** Every schema a request schema gives one input, its rules' `then` and `else` included. */
function schemasOf(schema: unknown, name: string): Schema[] {
  if (!schema || typeof schema !== 'object') return [];
  const node = schema as Schema;
  const own = ((node.properties ?? {}) as Record<string, Schema>)[name];
  const nested = ['allOf', 'anyOf', 'oneOf'].flatMap((k) => ((node[k] ?? []) as Schema[]).flatMap((s) => schemasOf(s, name)));
  return [...(own ? [own] : []), ...nested, ...schemasOf(node.then, name), ...schemasOf(node.else, name)].flatMap((s) => [s, ...((s.anyOf ?? []) as Schema[])]);
}

/** Whether the document allows the request: every parameter, the required ones, the body. */
export function allowedByDocument(op: Operation, req: GeneratedRequest): boolean {
  for (const p of op.parameters) {
    const value = asText(p.schema, p.in === 'path' ? req.path[p.name] : req.query[p.name]);
    if (value === undefined) {
      if (p.required) return false;
      continue;
    }
    if (check(p.schema, value)) return false;
  }
  if (op.requestBody?.required && !req.body) return false;
  const media = req.mediaType ? op.requestBody?.content[req.mediaType] : undefined;
  if (media?.schema && req.body) {
    const multipart = req.mediaType === 'multipart/form-data';
    const props = (media.schema.properties ?? {}) as Record<string, Schema>;
    const received = multipart ? Object.entries(req.body).map(([k, v]) => [k, asText(props[k], v)] as const).filter(([, v]) => v !== undefined) : Object.entries(req.body);
    for (const [name, v] of multipart ? received : []) {
      const contentType = media.encoding?.[name]?.contentType;
      // A text part where the encoding asks for files (image/*) is not one of them.
      for (const f of [v].flat()) if (isFile(f) ? !accepts(contentType ?? '*/*', f.type) : contentType !== undefined) return false;
    }
    if (check(media.schema, Object.fromEntries(received.map(([k, v]) => [k, asDocumentValue(v)])))) return false;
  }
  // Rules between inputs in different places: the whole request against the operation's schema.
  const whole = (op as { 'x-portal-request-schema'?: Schema })['x-portal-request-schema'];
  if (whole) {
    // An input whose rule applies only sometimes is typed by the schemas of that rule.
    const typed = (name: string): Schema => ({ anyOf: schemasOf(whole, name) });
    const props = Object.fromEntries(Object.keys((whole.properties ?? {}) as Schema).map((name) => [name, typed(name)]));
    const inputs: Record<string, Generated> = {};
    for (const [k, v] of Object.entries({ ...req.path, ...req.query })) inputs[k] = asText(props[k], v);
    for (const [k, v] of Object.entries(req.body ?? {})) inputs[k] = req.mediaType === 'multipart/form-data' ? asText(props[k], v) : v;
    const present = Object.fromEntries(Object.entries(inputs).filter(([, v]) => v !== undefined).map(([k, v]) => [k, asDocumentValue(v)]));
    if (check(whole, present)) return false;
  }
  return true;
}

/** The documented answer for a status: exact, then `4XX`, then `default`. */
export function documentedResponse(op: Operation, status: number): Response | undefined {
  return op.responses[String(status)] ?? op.responses[`${String(status)[0]}XX`] ?? op.responses.default;
}

/** The Indonesian messages an operation documents for a status (every example's `message`). */
export function documentedMessages(response: Response | undefined): Set<string> {
  const media = response?.content?.['application/json'];
  const values = [media?.example, ...Object.values(media?.examples ?? {}).map((e) => e.value)];
  return new Set(values.map((v) => (v as { message?: string } | undefined)?.message).filter((m): m is string => typeof m === 'string'));
}

/** Rule messages: the 400 examples the document names as the catalog's input rules. */
export function ruleMessages(op: Operation): Set<string> {
  const examples = op.responses['400']?.content?.['application/json']?.examples ?? {};
  return new Set(
    Object.entries(examples)
      .filter(([name]) => name.startsWith('pesan-'))
      .map(([, e]) => (e.value as { message?: string }).message)
      .filter((m): m is string => typeof m === 'string'),
  );
}

export function judge(op: Operation, req: GeneratedRequest, res: LightMyRequestResponse): Failure[] {
  const failures: Failure[] = [];
  const name = `${op.method} ${op.path}`;
  const fail = (c: FailureClass, detail: string) => failures.push({ check: c, operation: name, detail: `${detail} ← ${JSON.stringify(req).slice(0, 300)}` });
  const status = res.statusCode;
  const mediaType = String(res.headers['content-type'] ?? '').split(';')[0].trim();
  const json = mediaType === 'application/json' ? (JSON.parse(res.body || 'null') as unknown) : undefined;
  const message = (json as { message?: unknown } | undefined)?.message;
  if ((op as { 'x-portal-request-schema'?: Schema })['x-portal-request-schema']) {
    const allowed = allowedByDocument(op, req);
    if (allowed && status === 400 && typeof message === 'string' && ruleMessages(op).has(message)) fail('positive_data_acceptance', message);
    if (!allowed && status < 400) fail('negative_data_rejection', `HTTP ${status}`);
  }
  if (status === 400 && !documentedMessages(documentedResponse(op, status)).has(String(message))) fail('missing_message', String(message));
  return failures;
}
