import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogDir, loadCatalog } from '../../../../src/catalog/loader.ts';
import { mediaTypeOf } from '../../../../src/catalog/media-types.ts';
import { isFileInput } from '../../../../src/catalog/request-plan.ts';
import { buildRequest, FileStore } from '../../../../src/engine/index.ts';
import { fixtures, key, startServer } from '../../../helpers/handlers.ts';

const { catalog } = loadCatalog(catalogDir(join(import.meta.dirname, '..', '..', '..', '..')));
/** Refusals the reference shows as example answers, of entries whose answer a handler computes. */
const refusals = catalog.groups
  .flatMap((g) => g.entries)
  .filter((e) => e.handler)
  .flatMap((entry) => entry.examples.filter((x) => (x.response.status ?? 200) === 400 && Object.keys(x.request).length > 0).map((example) => ({ entry, example })));

let app: FastifyInstance;
beforeAll(async () => {
  app = await startServer();
});
afterAll(async () => {
  await app.close();
});

describe('contoh jawaban 400 di referensi adalah jawaban API bawaan yang sebenarnya', () => {
  it('ada contoh penolakan untuk diuji', () => {
    expect(refusals.map((r) => r.entry.id)).toEqual(expect.arrayContaining(['sql-diagram', 'brat', 'gif-generator']));
  });

  it.each(refusals.map((r) => [`${r.entry.id}: ${r.example.name}`, r] as const))('%s', async (_name, { entry, example }) => {
    // The example's request sent as 'Coba' sends it: the runner's builder, the fixture files it names.
    const files = new FileStore();
    const values: Record<string, unknown> = { ...example.request };
    const asFile = (name: unknown) => files.put(new File([readFileSync(join(fixtures, String(name)))], String(name), { type: mediaTypeOf(String(name)) }));
    for (const [name, prop] of Object.entries(entry.schema.properties ?? {})) {
      if (isFileInput(prop) && values[name] !== undefined) values[name] = Array.isArray(values[name]) ? (values[name] as unknown[]).map(asFile) : asFile(values[name]);
    }
    const request = buildRequest(entry, values, key, files);
    const encoded = request.body instanceof FormData ? new Response(request.body) : null;
    const answer = await app.inject({
      method: request.method as 'POST',
      url: request.url,
      headers: encoded ? { 'content-type': encoded.headers.get('content-type') ?? '' } : request.headers,
      payload: encoded ? Buffer.from(await encoded.arrayBuffer()) : request.body,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual(example.response.json);
  });
});
