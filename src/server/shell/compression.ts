import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** JSON answers and pages; never images, archives or other files (compressed already or streamed). */
const compressible = /^(?:application\/(?:[\w.+-]+\+)?json|text\/html)(?:;|$)/;

/**
 * Compresses the API's JSON answers and the pages above 1 KiB, by the browser's Accept-Encoding
 * (brotli first). Built assets are not compressed here: their `.br`/`.gz` siblings are served as
 * they are. Registered before the routes: it attaches to each route as it is added, and a route
 * that says `compress: false` (the upstream pass-through) is left alone.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: compressible,
    // Request bodies are taken as sent: an upstream gets them byte for byte.
    globalDecompression: false,
  });
}
