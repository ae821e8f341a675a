import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the server answers, as registered (method, full path): what a test enumerates. */
    routeTable: { method: string; url: string }[];
  }
}

/** Records each route as it is added, in every plugin (installed before any route). */
export function installRouteTable(app: FastifyInstance): void {
  const table: { method: string; url: string }[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) table.push({ method, url: route.url });
  });
}
