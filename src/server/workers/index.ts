/** The workers' door: heavy work (pictures, PDFs) run off the event loop, refused when the pool is full. */
export { PoolBusy, runHeavy } from './pool.ts';
