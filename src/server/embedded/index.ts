import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { loadCatalog } from '../../catalog/loader.ts';
import type { Account } from './accounts.ts';
import { AccountStore } from './accounts.ts';
import { registerAuthRoutes } from './auth-routes.ts';
import { fastifyPath, registerEntryRoute } from './entry-routes.ts';
import { handlers as defaultHandlers, type HandlerRegistry } from './handlers/index.ts';
import { registerImageProxy, type ImageProxyOptions } from './image-proxy.ts';
import type { RequestCounter } from './request-counter.ts';
import { EmbeddedState } from './state.ts';
import { registerUploadRoutes, UploadStore } from './uploads.ts';
import { createEntryValidator } from './validate.ts';

export interface EmbeddedApiOptions {
  catalogRoot: string;
  fixturesDir: string;
  demo: Account;
  handlers?: HandlerRegistry;
  imageProxy?: ImageProxyOptions;
  /** Start the slow-to-start engines (the OCR worker) once the server is ready, not on their first request. */
  warmUp?: boolean;
  /** Where calls are counted (the profile's `totalreq`); default this process's memory. */
  counter?: RequestCounter;
}

/** Routes the portal itself answers; a catalog entry at one of these paths would shadow them. */
const builtIn = new Set(['GET /api/proxy/profile', 'POST /api/auth/login', 'GET /api/images/proxy', 'GET /api/uploads/:id']);

/** Tesseract's worker takes seconds to start: a production server starts it up front so one OCR request stays fast. */
async function warmUpOcr(state: EmbeddedState): Promise<void> {
  const { OcrEngine } = await import('./handlers/documents/ocr-engine.ts');
  await state.slot('ocr', () => new OcrEngine()).warmUp();
}

/** The API the portal answers by itself when no upstream is set, driven by the catalog. */
export async function registerEmbeddedApi(app: FastifyInstance, options: EmbeddedApiOptions): Promise<void> {
  await app.register(multipart);
  const accounts = new AccountStore([options.demo], options.counter);
  const uploads = new UploadStore(50);
  registerAuthRoutes(app, accounts);
  registerUploadRoutes(app, uploads);
  registerImageProxy(app, accounts, options.imageProxy);

  const { catalog, problems } = loadCatalog(options.catalogRoot);
  for (const problem of problems) app.log.warn(`katalog: ${problem.file}:${problem.line}:${problem.col} ${problem.message}`);
  const deps = {
    accounts,
    uploads,
    state: new EmbeddedState(),
    handlers: options.handlers ?? defaultHandlers,
    validatorFor: createEntryValidator(),
    fixturesDir: options.fixturesDir,
  };
  app.addHook('onClose', () => deps.state.close());
  if (options.warmUp) app.addHook('onReady', () => void warmUpOcr(deps.state).catch((error: unknown) => app.log.warn(`OCR belum siap: ${String(error)}`)));
  for (const entry of catalog.groups.flatMap((g) => g.entries)) {
    // Documentation-only entries have no 'Coba' panel, but the API answers them like any other.
    if (builtIn.has(`${entry.method} ${fastifyPath(entry)}`)) {
      app.log.warn(`katalog: ${entry.file} memakai path bawaan portal, dilewati`);
      continue;
    }
    registerEntryRoute(app, entry, deps);
  }
}
