import type { FastifyInstance, HTTPMethods } from 'fastify';
import { messages } from '../catalog/messages.ts';
import { fail } from './errors.ts';

/** 'Metode TRACE tidak didukung untuk alamat ini.' */
export const methodNotAllowedMessage = (method: string) => `Metode ${method} tidak didukung untuk alamat ini.`;

interface KnownRoute {
  pattern: RegExp;
  methods: Set<string>;
}

const toPattern = (url: string) => new RegExp(`^${url.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+')}/?$`);

/**
 * Every `/api/*` path the portal answers tells the methods it knows: another method gets 405 with
 * `Allow` (OPTIONS gets 204 with `Allow`); a path it does not know stays the API's own 404.
 * Install before the API's routes: it learns them as they are added.
 */
export function installMethodNotAllowed(app: FastifyInstance): void {
  const known = new Map<string, KnownRoute>();
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.includes('*')) return;
    const entry = known.get(route.url) ?? { pattern: toPattern(route.url), methods: new Set<string>() };
    for (const m of [route.method].flat()) entry.methods.add(m);
    known.set(route.url, entry);
  });
  app.route({
    method: app.supportedMethods as HTTPMethods[],
    url: '/api/*',
    handler: async (request, reply) => {
      const path = request.url.split('?')[0];
      const allowed = [...known.values()].filter((r) => r.pattern.test(path)).flatMap((r) => [...r.methods]);
      if (allowed.length === 0) return fail(reply, 404, messages.notFound);
      const allow = [...new Set([...allowed, 'OPTIONS'])].sort().join(', ');
      reply.header('Allow', allow);
      if (request.method === 'OPTIONS') return reply.code(204).send();
      return fail(reply, 405, methodNotAllowedMessage(request.method));
    },
  });
}
