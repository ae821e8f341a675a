import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { toolPackageDir } from './own-package.ts';
import type { RunningServer } from './portal-process.ts';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.png': 'image/png',
};

/** Only these package folders are served, from the bench's own `bench/anchors/node_modules`: no CDN, nothing else from disk. */
const modules = join(toolPackageDir('anchors'), 'node_modules');
const packages: Record<string, string> = {
  '/swagger-ui-dist/': join(modules, 'swagger-ui-dist'),
  '/scalar/': join(modules, '@scalar', 'api-reference', 'dist', 'browser'),
  '/redoc/': join(modules, 'redoc', 'bundles'),
};

const swaggerPage = (spec: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Swagger UI</title>
<link rel="stylesheet" href="/swagger-ui-dist/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="/swagger-ui-dist/swagger-ui-bundle.js"></script>
<script src="/swagger-ui-dist/swagger-ui-standalone-preset.js"></script>
<script>
window.ui = SwaggerUIBundle({ url: ${JSON.stringify(spec)}, dom_id: '#swagger-ui', deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset], layout: 'StandaloneLayout', validatorUrl: null });
</script></body></html>`;

const scalarPage = (spec: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Scalar</title></head>
<body><div id="app"></div>
<script src="/scalar/standalone.js"></script>
<script>
Scalar.createApiReference('#app', { url: ${JSON.stringify(spec)}, withDefaultFonts: false, telemetry: false });
</script></body></html>`;

const redocPage = (spec: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Redoc</title></head>
<body><div id="redoc"></div>
<script src="/redoc/redoc.standalone.js"></script>
<script>
Redoc.init(${JSON.stringify(spec)}, { disableSearch: false }, document.getElementById('redoc'));
</script></body></html>`;

const pages: Record<string, (spec: string) => string> = { swagger: swaggerPage, scalar: scalarPage, redoc: redocPage };

/** gzip as nginx with `gzip on` sends text (level 6 here, once per file): what a user of an explorer gets. */
const gzipped = new Map<string, Buffer>();
const compressibleType = (type: string) => /^(text\/|application\/json)/.test(type);

/** Serves Swagger UI, Scalar and Redoc pages for the OpenAPI documents given, on a free loopback port. */
export async function startAnchorsServer(documents: Map<string, unknown>): Promise<RunningServer> {
  const server = createServer((req, res) => {
    void (async () => {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://127.0.0.1').pathname);
      const send = (status: number, body: string | Buffer, type = 'text/plain; charset=utf-8') => {
        const accepts = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
        if (status !== 200 || !accepts || !compressibleType(type)) {
          res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
          return res.end(body);
        }
        const key = `${path}:${body.length}`;
        if (!gzipped.has(key)) gzipped.set(key, gzipSync(body, { level: 6 }));
        res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store', 'content-encoding': 'gzip', vary: 'accept-encoding' });
        res.end(gzipped.get(key));
      };
      const page = /^\/(swagger|scalar|redoc)-ui\/([\w-]+)$/.exec(path);
      if (page && documents.has(page[2]!)) return send(200, pages[page[1]!]!(`/openapi/${page[2]}.json`), types['.html']);
      const doc = /^\/openapi\/([\w-]+)\.json$/.exec(path);
      if (doc && documents.has(doc[1]!)) return send(200, JSON.stringify(documents.get(doc[1]!)), types['.json']);
      for (const [prefix, dir] of Object.entries(packages)) {
        if (!path.startsWith(prefix)) continue;
        const file = normalize(join(dir, path.slice(prefix.length)));
        if (!file.startsWith(dir + sep)) return send(404, 'not found');
        const body = await readFile(file).catch(() => null);
        return body ? send(200, body, types[extname(file)] ?? 'application/octet-stream') : send(404, 'not found');
      }
      send(404, 'not found');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
