import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalServer } from '../helpers/embedded-api.ts';
import { operations, readDocument, type Operation } from './openapi/document.ts';
import { failureClasses, judge, type Failure } from './openapi/judge.ts';
import { requestArbitrary, send, type GeneratedRequest } from './openapi/request.ts';

/**
 * The exported docs/openapi.json against the embedded API, for what Schemathesis
 * (tests/contract/schemathesis.test.ts) cannot judge: generated requests per operation
 * (fast-check) against the rules between inputs in different places, and every refusal's message.
 */
const doc = readDocument();
const ops = operations(doc);
const apikey = 'kunci-kontrak';
const numRuns = Number(process.env.CONFORMANCE_RUNS ?? 30);
const seed = Number(process.env.CONFORMANCE_SEED ?? 20261124);

let app: FastifyInstance;
const all: Failure[] = [];
beforeAll(async () => {
  app = await portalServer({ demo: { apikey, token: 'token-kontrak', limit: 10_000_000 }, distDir: null });
});
afterAll(async () => {
  await app.close();
  if (process.env.CONFORMANCE_REPORT) {
    const byClass = Object.fromEntries(Object.keys(failureClasses).map((c) => [c, all.filter((f) => f.check === c).length]));
    const failing = new Set(all.map((f) => f.operation)).size;
    console.log(JSON.stringify({ operations: ops.length, failingOperations: failing, failures: all.length, byClass }, null, 1));
    for (const f of all) console.log(`${f.check} ${f.operation} ${f.detail}`);
  }
});

/** The request the document itself shows: every parameter's example and the body's example. */
function documentedRequest(op: Operation): GeneratedRequest {
  const value = (p: Operation['parameters'][number]) => (p as { example?: unknown }).example ?? p.schema.default ?? 'contoh';
  const pick = (where: string) => Object.fromEntries(op.parameters.filter((p) => p.in === where && (where === 'path' || 'example' in p)).map((p) => [p.name, value(p)]));
  const [mediaType, media] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
  const body = media?.example as Record<string, unknown> | undefined;
  return { path: pick('path'), query: pick('query'), body: mediaType === 'application/json' ? body : undefined, mediaType, apikey: true };
}

function unique(failures: Failure[]): Failure[] {
  const seen = new Set<string>();
  return failures.filter((f) => {
    const key = `${f.check} ${f.detail.split(' ← ')[0]}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

describe('docs/openapi.json menyatakan persis apa yang dijawab API bawaan', () => {
  it.each(ops.map((op) => [`${op.method} ${op.path}`, op] as const))('%s', async (_name, op) => {
    const requests = [documentedRequest(op), { ...documentedRequest(op), apikey: false }, ...fc.sample(requestArbitrary(op), { numRuns, seed })];
    const failures: Failure[] = [];
    for (const req of requests) failures.push(...judge(op, req, await send(app, op, req, apikey)));
    all.push(...unique(failures));
    expect(unique(failures).map((f) => `${f.check}: ${f.detail}`)).toEqual([]);
  }, 120_000);

});
