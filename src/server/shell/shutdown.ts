import type { FastifyInstance } from 'fastify';

/** How long requests under way may take to finish once the server is asked to stop. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Stops taking connections, lets the requests under way finish, then resolves 0; after `graceMs`
 * the connections still open are cut and it resolves 1. Idle keep-alive connections are closed at
 * once (Fastify's default), a request arriving on a busy one meanwhile gets 503.
 */
export async function shutdown(app: FastifyInstance, graceMs = SHUTDOWN_GRACE_MS): Promise<number> {
  let cut = false;
  const timer = setTimeout(() => {
    cut = true;
    app.server.closeAllConnections();
  }, graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(timer);
  }
  return cut ? 1 : 0;
}

/** SIGTERM (orchestrators) and SIGINT (Ctrl-C): a graceful stop, then the process ends. */
export function stopOnSignals(app: FastifyInstance, graceMs = SHUTDOWN_GRACE_MS): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void shutdown(app, graceMs).then((code) => process.exit(code));
    });
  }
}
