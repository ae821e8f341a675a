import type { FastifyInstance } from 'fastify';

export type ApiMode = 'embedded' | 'upstream';

/** `GET /healthz` for load balancers and orchestrators: up, and whether `/api` is answered here or forwarded. */
export function registerHealth(app: FastifyInstance, mode: ApiMode): void {
  app.get('/healthz', () => ({ status: true, mode }));
}
