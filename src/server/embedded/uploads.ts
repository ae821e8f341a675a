import type { FastifyInstance } from 'fastify';
import { messages } from '../../catalog/messages.ts';
import { fail } from '../common/index.ts';
import type { UploadsRepository } from '../store/index.ts';

/** Serves uploads by id to anyone holding the URL, from whichever instance the store is shared with. */
export function registerUploadRoutes(app: FastifyInstance, uploads: UploadsRepository): void {
  app.get<{ Params: { id: string } }>('/api/uploads/:id', async (request, reply) => {
    // The public URL carries an extension for the eye; the id is what comes before it.
    const image = await uploads.get(request.params.id.replace(/\.[A-Za-z0-9]+$/, ''));
    if (!image) return fail(reply, 404, messages.notFound);
    // An id is never reused: the bytes behind a URL never change.
    return reply.type(image.type).header('Cache-Control', 'public, max-age=31536000, immutable').send(image.data);
  });
}
