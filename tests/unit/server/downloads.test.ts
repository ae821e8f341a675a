import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { downloadPaths } from '../../../src/catalog/exporters/download-paths.ts';
import { portalServer } from '../../helpers/embedded-api.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await portalServer();
});
afterAll(async () => {
  await app.close();
});

const get = (url: string) => app.inject({ method: 'GET', url, headers: { host: 'portal.contoh.id' } });

describe('berkas unduhan portal', () => {
  it('OpenAPI JSON dan YAML: dokumen yang sama, dengan portal ini sebagai server', async () => {
    const asJson = await get(downloadPaths.openapi);
    expect(asJson.statusCode).toBe(200);
    expect(asJson.headers['content-type']).toBe('application/json; charset=utf-8');
    const doc = asJson.json<{ openapi: string; servers: { url: string }[]; paths: Record<string, unknown> }>();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers[0]?.url).toBe('http://portal.contoh.id');
    expect(Object.keys(doc.paths)).toContain('/api/proxy/tools/qrcode');

    const asYaml = await get(downloadPaths.openapiYaml);
    expect(asYaml.statusCode).toBe(200);
    expect(asYaml.headers['content-type']).toBe('application/yaml; charset=utf-8');
    expect(parse(asYaml.body)).toEqual(doc);
  });

  it('koleksi dan environment Postman menunjuk portal ini', async () => {
    const collection = await get(downloadPaths.collection);
    expect(collection.statusCode).toBe(200);
    expect(collection.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = collection.json<{ info: { name: string }; variable: { key: string; value: string }[]; item: { name: string }[] }>();
    expect(body.info.name).toBe('Portal API');
    expect(body.variable.find((v) => v.key === 'baseUrl')?.value).toBe('http://portal.contoh.id');
    expect(body.item.map((f) => f.name)).toContain('Tools');

    const environment = await get(downloadPaths.environment);
    expect(environment.statusCode).toBe(200);
    expect(environment.json<{ values: { key: string; value: string }[] }>().values).toEqual(
      expect.arrayContaining([expect.objectContaining({ key: 'baseUrl', value: 'http://portal.contoh.id' }), expect.objectContaining({ key: 'apikey', value: '' })]),
    );
  });

  it('resep Arazzo memakai dokumen OpenAPI yang diunduh di sebelahnya', async () => {
    const arazzo = await get(downloadPaths.arazzo);
    expect(arazzo.statusCode).toBe(200);
    expect(arazzo.headers['content-type']).toBe('application/yaml; charset=utf-8');
    const doc = parse(arazzo.body) as { arazzo: string; sourceDescriptions: { url: string }[]; workflows: unknown[] };
    expect(doc.arazzo).toMatch(/^1\.0\./);
    expect(doc.sourceDescriptions[0]?.url).toBe(downloadPaths.openapi.slice(1));
    expect(doc.workflows.length).toBeGreaterThan(0);
  });

  it('Host yang bukan nama biasa tidak ditulis ke dokumen', async () => {
    const answer = await app.inject({ method: 'GET', url: downloadPaths.openapi, headers: { host: 'a"b<c>' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).not.toContain('a"b<c>');
  });
});
