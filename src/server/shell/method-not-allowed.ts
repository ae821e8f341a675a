import type { FastifyInstance, FastifyReply, HTTPMethods } from 'fastify';
import { messages } from '../../catalog/messages.ts';
import { fail } from '../common/index.ts';

/** 'Metode TRACE tidak didukung untuk alamat ini.' */
export const methodNotAllowedMessage = (method: string) => `Metode ${method} tidak didukung untuk alamat ini.`;

interface KnownRoute {
  pattern: RegExp;
  methods: Set<string>;
}

const toPattern = (url: string) => new RegExp(`^${url.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+')}/?$`);

/**
 * Every `/api/*` path the portal answers tells the methods it knows: another method gets 405 with
 * `Allow` before its body is read (OPTIONS gets 204 with `Allow`); a path it does not know stays
 * the API's own 404.
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
  const allowedFor = (url: string) => [...known.values()].filter((r) => r.pattern.test(url.split('?')[0])).flatMap((r) => [...r.methods]);
  const refuse = (reply: FastifyReply, method: string, allowed: string[]) => {
    reply.header('Allow', [...new Set([...allowed, 'OPTIONS'])].sort().join(', '));
    if (method === 'OPTIONS') return reply.code(204).send();
    return fail(reply, 405, methodNotAllowedMessage(method));
  };
  // Before the body is read: a method the path does not have (QUERY, PROPFIND...) never meets
  // a body parser, a key check or a quota, whatever it carries.
  // `done` rather than async: every request runs it, and a promise for each is work with nothing to wait for.
  app.addHook('onRequest', (request, reply, done) => {
    // A request that found its own route has a method the path knows: only the catch-all below
    // gets the others (and asking every pattern on every call costs the API's hot path).
    if (request.routeOptions.url === '/api/*') {
      const allowed = allowedFor(request.url);
      // Answered here: the hook ends without `done`, as Fastify asks of a hook that replies.
      if (allowed.length > 0 && !allowed.includes(request.method)) return void refuse(reply, request.method, allowed);
    }
    done();
  });
  app.route({
    method: app.supportedMethods as HTTPMethods[],
    url: '/api/*',
    handler: async (request, reply) => {
      const allowed = allowedFor(request.url);
      if (allowed.length === 0) return fail(reply, 404, messages.notFound);
      return refuse(reply, request.method, allowed);
    },
  });
}
