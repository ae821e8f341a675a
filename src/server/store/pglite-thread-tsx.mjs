// PGlite's thread when the server runs from TypeScript sources (tsx, Vitest): worker threads do
// not inherit tsx's loader, so the thread's module is loaded through tsx's API.
import { tsImport } from 'tsx/esm/api';

await tsImport('./pglite-thread.ts', import.meta.url);
