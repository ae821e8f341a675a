import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { buildServer, projectRoot, type ServerOptions } from '../../src/server/app.ts';

export { projectRoot };

/** What a test may set on its portal: every server option, and no built pages unless `distDir` names them. */
export type PortalOptions = ServerOptions;

/** The demo account a test signs in with: a fixed key and token, its daily limit. */
export type DemoAccount = NonNullable<ServerOptions['demo']>;

/**
 * A portal server on loopback as tests need it: the embedded API (or, with `upstreamUrl`, the proxy
 * to an upstream) with its store in memory from the run's migrated template, and no built pages
 * unless the test names a `distDir`. Ready for `inject` or `listen`; the test closes it.
 */
export function portalServer(options: PortalOptions = {}): Promise<FastifyInstance> {
  return buildServer({ ...options, distDir: options.distDir === undefined ? null : options.distDir });
}

export interface EmbeddedServer {
  /** The portal server with the embedded API, ready for `inject` or `listen`. */
  readonly app: FastifyInstance;
}

/**
 * One portal server with the embedded API and this demo account (and any other option), built
 * before and closed after the whole file, or, with `lifetime: 'test'`, a fresh one (a fresh store)
 * for each test.
 */
export function startEmbeddedServer(demo: DemoAccount, options: PortalOptions = {}, lifetime: 'file' | 'test' = 'file'): EmbeddedServer {
  const server: { app?: FastifyInstance } = {};
  const [before, after] = lifetime === 'file' ? [beforeAll, afterAll] : [beforeEach, afterEach];
  before(async () => {
    server.app = await portalServer({ ...options, demo });
  });
  after(async () => {
    await server.app?.close();
    server.app = undefined;
  });
  return {
    get app() {
      if (!server.app) throw new Error('the embedded server is not built yet');
      return server.app;
    },
  };
}
