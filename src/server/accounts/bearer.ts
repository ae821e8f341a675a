import type { FastifyRequest } from 'fastify';

/** The session token of `Authorization: Bearer <token>`, or '' when there is none. */
export function bearerToken(request: FastifyRequest): string {
  const match = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '');
  return match ? match[1].trim() : '';
}

/** The `apikey` query parameter every call of the portal carries, or ''. */
export function apikeyOf(request: FastifyRequest): string {
  const value = (request.query as Record<string, unknown> | undefined)?.apikey;
  return typeof value === 'string' ? value : '';
}
