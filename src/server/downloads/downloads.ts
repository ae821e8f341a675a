import type { FastifyInstance } from 'fastify';
import { stringify } from 'yaml';
import { arazzoYaml } from '../../catalog/exporters/arazzo/document.ts';
import { downloads, type DownloadName } from '../../catalog/exporters/download-paths.ts';
import { openApiDocument } from '../../catalog/exporters/openapi.ts';
import { postmanCollection, postmanEnvironment } from '../../catalog/exporters/postman.ts';
import type { Catalog } from '../../catalog/types.ts';
import { requestOrigin } from '../shell/index.ts';

export interface DownloadSources {
  /** The catalog, read when a download is first asked for. */
  catalog: () => Catalog;
  /** The portal's version, written into the documents. */
  version: string;
  /** Files a Postman request may upload (see `postmanUploads`). */
  files: string[];
  /** The published origin (`PORTAL_SITE_URL`); without it, the origin each request came to. */
  siteOrigin?: string | null;
}

interface Made {
  version: string;
  files: string[];
  baseUrl: string;
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** How each generated download is made; `llms.txt` is a built file, served with the pages. */
const makers: Record<Exclude<DownloadName, 'llms'>, (catalog: Catalog, o: Made) => string> = {
  openapi: (catalog, o) => json(openApiDocument(catalog, o)),
  // Shared objects written out in full: anchors and aliases trip YAML readers' alias limits.
  openapiYaml: (catalog, o) => stringify(openApiDocument(catalog, o), { lineWidth: 0, aliasDuplicateObjects: false }),
  collection: (catalog, o) => json(postmanCollection(catalog, o)),
  environment: (_catalog, o) => json(postmanEnvironment(o)),
  arazzo: (catalog, o) => arazzoYaml(catalog, o),
};

/**
 * The OpenAPI document (JSON and YAML), the Postman collection and environment and the Arazzo
 * recipes, made from the portal's own catalog and naming the portal as their server and `baseUrl`,
 * so what is downloaded runs against the portal it came from. Made once per origin.
 */
export function registerDownloads(app: FastifyInstance, sources: DownloadSources): void {
  const made = new Map<string, string>();
  for (const [name, make] of Object.entries(makers) as [keyof typeof makers, (typeof makers)[keyof typeof makers]][]) {
    const { path, type } = downloads[name];
    app.get(path, (request, reply) => {
      const baseUrl = sources.siteOrigin ?? requestOrigin(request);
      const key = `${name} ${baseUrl}`;
      let body = made.get(key);
      if (body === undefined) {
        body = make(sources.catalog(), { version: sources.version, files: sources.files, baseUrl });
        // A handful of origins at most (one per host name the portal answers to): a small bound is enough.
        if (made.size < 64) made.set(key, body);
      }
      return reply.header('Cache-Control', 'no-cache').type(type).send(body);
    });
  }
}
