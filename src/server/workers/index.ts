/** The workers' door: heavy work (pictures, PDFs) run off the event loop, refused when the pool is full; and how another pool finds its task module. */
export { PoolBusy, runHeavy, workerEntry } from './pool.ts';
