import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { messages } from '../catalog/messages.ts';
import { fail } from './errors.ts';

export const notBuiltMessage = 'Portal belum dibangun. Jalankan npm run build.';

/**
 * The built portal from `dist/`, with the SPA fallback: every non-API GET that is no file gets
 * index.html so deep links work. Unknown `/api/*` paths answer the API's own 404.
 */
export async function registerSpa(app: FastifyInstance, distDir: string | null): Promise<void> {
  const built = distDir !== null && existsSync(join(distDir, 'index.html'));
  if (built) await app.register(fastifyStatic, { root: distDir, wildcard: false });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    if (path === '/api' || path.startsWith('/api/')) return fail(reply, 404, messages.notFound);
    if (request.method !== 'GET' && request.method !== 'HEAD') return fail(reply, 404, messages.notFound);
    if (!built) return reply.code(503).type('text/plain; charset=utf-8').send(notBuiltMessage);
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
