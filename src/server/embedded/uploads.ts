import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { messages } from '../../catalog/messages.ts';
import { fail } from '../errors.ts';

interface StoredImage {
  type: string;
  data: Buffer;
}

/** Uploaded images, in memory: the oldest goes when the cap is reached, so memory stays bounded. */
export class UploadStore {
  private readonly images = new Map<string, StoredImage>();

  constructor(private readonly cap = 50) {}

  put(image: StoredImage): string {
    const id = randomBytes(8).toString('hex');
    this.images.set(id, image);
    while (this.images.size > this.cap) this.images.delete(this.images.keys().next().value as string);
    return id;
  }

  get(id: string): StoredImage | undefined {
    return this.images.get(id);
  }
}

export function registerUploadRoutes(app: FastifyInstance, uploads: UploadStore): void {
  app.get<{ Params: { id: string } }>('/api/uploads/:id', async (request, reply) => {
    // The public URL carries an extension for the eye; the id is what comes before it.
    const image = uploads.get(request.params.id.replace(/\.[A-Za-z0-9]+$/, ''));
    if (!image) return fail(reply, 404, messages.notFound);
    return reply.type(image.type).header('Cache-Control', 'public, max-age=3600').send(image.data);
  });
}
