import type { FastifyInstance } from 'fastify';
import type { StoreKind } from '../store/index.ts';

export type ApiMode = 'embedded' | 'upstream';

/** What the embedded API keeps its data in: `pglite` or `postgres`, and the schema's migration number. */
export interface StoreHealth {
  store: StoreKind;
  schemaVersion: number;
}

/** `GET /healthz` for load balancers and orchestrators: up, whether `/api` is answered here or forwarded, and the store. */
export function registerHealth(app: FastifyInstance, mode: ApiMode, store?: StoreHealth): void {
  app.get('/healthz', () => ({ status: true, mode, ...store }));
}
