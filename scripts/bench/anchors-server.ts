import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import type { RunningServer } from './portal-process.ts';
import { projectRoot } from './config.ts';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.png': 'image/png',
};

/** Only these package folders are served, from node_modules: no CDN, nothing else from disk. */
const packages: Record<string, string> = {
  '/swagger-ui-dist/': join(projectRoot, 'node_modules', 'swagger-ui-dist'),
  '/scalar/': join(projectRoot, 'node_modules', '@scalar', 'api-reference', 'dist', 'browser'),
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

/** Serves Swagger UI and Scalar pages for the OpenAPI documents given, on a free loopback port. */
export async function startAnchorsServer(documents: Map<string, unknown>): Promise<RunningServer> {
  const server = createServer((req, res) => {
    void (async () => {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://127.0.0.1').pathname);
      const send = (status: number, body: string | Buffer, type = 'text/plain; charset=utf-8') => {
        res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
        res.end(body);
      };
      const page = /^\/(swagger|scalar)-ui\/([\w-]+)$/.exec(path);
      if (page && documents.has(page[2]!)) {
        const spec = `/openapi/${page[2]}.json`;
        return send(200, page[1] === 'swagger' ? swaggerPage(spec) : scalarPage(spec), types['.html']);
      }
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
