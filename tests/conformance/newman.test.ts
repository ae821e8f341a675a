import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadPaths } from '../../src/catalog/exporters/download-paths.ts';
import { stableId } from '../../src/catalog/exporters/stable-id.ts';
import { catalogDir, loadCatalog } from '../../src/catalog/loader.ts';
import { portalServer, projectRoot } from '../helpers/embedded-api.ts';

interface NewmanFailure {
  error: { message: string; test?: string };
  source?: { name?: string };
}
interface NewmanSummary {
  run: { stats: { assertions: { total: number; failed: number }; requests: { total: number } }; failures: NewmanFailure[] };
}
type NewmanRun = (options: object, done: (err: Error | null, summary: NewmanSummary) => void) => void;

// newman is CommonJS without typings: only `run` is used.
const newman = createRequire(import.meta.url)('newman') as { run: NewmanRun };

const apikey = 'kunci-newman';
let app: FastifyInstance;
let baseUrl: string;

beforeAll(async () => {
  app = await portalServer({ demo: { apikey, token: 'token-newman', limit: 1_000_000 }, distDir: null });
  await app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app.close();
});

function run(collection: object, environment: object): Promise<NewmanSummary> {
  return new Promise((resolve, reject) => {
    newman.run(
      { collection, environment, workingDir: projectRoot, reporters: [], timeoutRequest: 15_000 },
      (err, summary) => (err ? reject(err) : resolve(summary)),
    );
  });
}

describe('koleksi Postman yang diunduh dari portal dijalankan Newman terhadap portal itu', () => {
  it('semua request lolos tes status dan Content-Type dari katalog', async () => {
    const { catalog } = loadCatalog(catalogDir(projectRoot));
    const download = async (path: string) => {
      const answer = await fetch(`${baseUrl}${path}`);
      expect(answer.status).toBe(200);
      return (await answer.json()) as unknown;
    };
    const collection = (await download(downloadPaths.collection)) as { item: { item: { id: string }[] }[] };
    const environment = (await download(downloadPaths.environment)) as { values: { key: string; value: string }[] };
    // Every entry is answered, documentation-only ones too (from their examples, or a documented 501).
    const answered = new Set(catalog.groups.flatMap((g) => g.entries).map((e) => stableId(`entry:${e.id}`)));
    expect(collection.item.flatMap((f) => f.item.map((i) => i.id)).sort()).toEqual([...answered].sort());
    // The downloaded environment already names this portal: only the API key is the user's to fill in.
    expect(environment.values.find((v) => v.key === 'baseUrl')?.value).toBe(baseUrl);
    const values = environment.values.map((v) => (v.key === 'apikey' ? { ...v, value: apikey } : v));

    const summary = await run(collection, { ...environment, values });

    const failures = summary.run.failures.map((f) => `${f.source?.name ?? '?'}: ${f.error.test ?? ''} ${f.error.message}`);
    expect(failures).toEqual([]);
    expect(summary.run.stats.requests.total).toBe(answered.size);
    // Every request ran its tests: at least one assertion each.
    expect(summary.run.stats.assertions.total).toBeGreaterThanOrEqual(answered.size);
  }, 120_000);
});
