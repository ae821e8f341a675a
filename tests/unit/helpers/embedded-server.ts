import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildServer } from '../../../src/server/app.ts';

export interface EmbeddedServer {
  /** The portal server with the embedded API (no built pages), ready for `inject` or `listen`. */
  readonly app: FastifyInstance;
}

/**
 * One portal server with the embedded API for the whole file: built before the first test with
 * this demo account, closed after the last.
 */
export function startEmbeddedServer(demo: { apikey: string; token: string; limit: number }): EmbeddedServer {
  const server: { app?: FastifyInstance } = {};
  beforeAll(async () => {
    server.app = await buildServer({ demo, distDir: null });
  });
  afterAll(async () => {
    await server.app?.close();
  });
  return {
    get app() {
      if (!server.app) throw new Error('the embedded server is not built yet');
      return server.app;
    },
  };
}
