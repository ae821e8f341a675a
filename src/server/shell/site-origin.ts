import type { FastifyRequest } from 'fastify';
import { ORIGIN_PLACEHOLDER } from '../../catalog/reference.ts';
import { plainHost } from './security-headers.ts';

/**
 * The origin a request came to (scheme and host; behind a trusted balancer, from X-Forwarded-*),
 * for the canonical URLs of a build made without `PORTAL_SITE_URL`. A Host header that is not a
 * plain name leaves the placeholder: an answer never echoes markup a client sent.
 */
export function requestOrigin(request: FastifyRequest): string {
  const host = request.host;
  return plainHost.test(host) ? `${request.protocol}://${host}` : ORIGIN_PLACEHOLDER;
}

/** A built text with the request's origin in place of the placeholder, when the build left one. */
export function withOrigin(text: string, builtOrigin: string | null, request: FastifyRequest): string {
  return builtOrigin === null ? text.replaceAll(ORIGIN_PLACEHOLDER, requestOrigin(request)) : text;
}
