import { watch } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { createServer } from 'vite';
import { catalogDir } from '../catalog/loader.ts';
import { buildServer, projectRoot } from './app.ts';
import { banner, checkedChannelUrl, configFromEnv, loggerOptions, withChannelMeta } from './shell/index.ts';
import type { DemoCredentials } from './common/index.ts';

/**
 * `npm run dev`: Vite (HMR) on PORT, and the same Fastify `/api` and `/mcp` on PORT+1 behind Vite's proxy
 * (@fastify/middie is not installed, so Vite is not mounted inside Fastify). Catalog edits
 * rebuild the API so new entries answer without a restart; Vite's catalog plugin reloads the page.
 */
const config = configFromEnv();
const apiPort = config.port + 1;
let demo: DemoCredentials | undefined;

async function startApi(): Promise<FastifyInstance> {
  const api = await buildServer({
    distDir: null,
    // Vite's dev page has inline scripts (React refresh): no CSP for the API answers here either.
    csp: false,
    demo: config.demo,
    onDemoSeeded: (seeded) => (demo ??= seeded),
    store: config.store,
    secret: config.secret,
    sessionDays: config.sessionDays,
    defaultLimit: config.defaultLimit,
    admin: config.admin,
    upstreamUrl: config.upstreamUrl,
    upstreamTimeoutMs: config.upstreamTimeoutMs,
    providers: config.providers,
    logger: loggerOptions(process.env.LOG_LEVEL ?? 'warn'),
  });
  await api.listen({ host: config.host, port: apiPort });
  return api;
}

let api = await startApi();
const shown = config.host.includes(':') ? `[${config.host}]` : config.host;
const vite = await createServer({
  root: projectRoot,
  appType: 'spa',
  // The page Vite serves carries the channel as the built one does (see shell/channel-meta.ts).
  plugins: [{ name: 'portal-channel', transformIndexHtml: (html: string) => withChannelMeta(html, checkedChannelUrl(config.channelUrl)) }],
  server: {
    host: config.host,
    port: config.port,
    strictPort: true,
    // `/mcp` too, so the profile's 'Hubungkan ke AI' address answers under `npm run dev`.
    proxy: Object.fromEntries(['/api', '^/mcp$'].map((path) => [path, { target: `http://${shown}:${apiPort}`, changeOrigin: false }])),
  },
});
await vite.listen();
console.log(banner(config, `http://${shown}:${config.port}`, demo));

let timer: NodeJS.Timeout | undefined;
let restarting = Promise.resolve();
if (!config.upstreamUrl) {
  watch(catalogDir(projectRoot), { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      restarting = restarting
        .then(async () => {
          await api.close();
          api = await startApi();
          console.log('Katalog berubah: API bawaan dimuat ulang.');
        })
        .catch((error: Error) => console.error(`API bawaan gagal dimuat ulang: ${error.message}`));
    }, 200);
  });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.all([vite.close(), api.close()]).then(() => process.exit(0));
  });
}
