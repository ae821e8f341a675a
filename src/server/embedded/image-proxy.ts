import type { FastifyInstance } from 'fastify';
import { fail } from '../errors.ts';

const failedMessage = 'Gambar tidak dapat dimuat.';
const maxBytes = 5 * 1024 * 1024;
const timeoutMs = 10_000;

function parseUrl(raw: unknown): URL | null {
  if (typeof raw !== 'string' || raw === '') return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** Reads at most `limit` bytes; null when the body is larger. */
async function readCapped(body: ReadableStream<Uint8Array>, limit: number): Promise<Buffer | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
}

/** The profile background, fetched server-side so the page's CSP can stay `img-src 'self'`. */
export function registerImageProxy(app: FastifyInstance): void {
  app.get<{ Querystring: { url?: string } }>('/api/images/proxy', async (request, reply) => {
    const url = parseUrl(request.query.url);
    if (!url) return fail(reply, 400, failedMessage);
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const upstream = await fetch(url, { signal, redirect: 'follow' });
      const type = upstream.headers.get('content-type') ?? '';
      const declared = Number(upstream.headers.get('content-length') ?? '0');
      if (!upstream.ok || !upstream.body || !type.startsWith('image/') || declared > maxBytes) {
        await upstream.body?.cancel();
        return fail(reply, 502, failedMessage);
      }
      const body = await readCapped(upstream.body, maxBytes);
      if (!body) return fail(reply, 502, failedMessage);
      return reply.type(type).header('Cache-Control', 'public, max-age=3600').send(body);
    } catch {
      return fail(reply, 502, failedMessage);
    }
  });
}
