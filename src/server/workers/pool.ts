import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { TaskInput, TaskName, TaskOutput } from './heavy-tasks.ts';

/**
 * A task module's worker entry, for Piscina: the compiled `.js` (as `npm start` runs), else
 * (running from sources under tsx or Vitest) `ts-worker.mjs`, which loads the `.ts` through tsx.
 * `module` is the module's URL without its extension, e.g. `new URL('./post-task', import.meta.url)`.
 */
export function workerEntry(module: URL): { filename: string; workerData?: { source: string } } {
  const compiled = fileURLToPath(`${module.href}.js`);
  if (existsSync(compiled)) return { filename: compiled };
  return { filename: fileURLToPath(new URL('./ts-worker.mjs', import.meta.url)), workerData: { source: `${module.href}.ts` } };
}

/** Raised when the pool's queue is full or a task outlived its time: the server is busy, not broken. */
export class PoolBusy extends Error {}

let pool: Piscina | null = null;

/**
 * One pool per process, started on first use. On 2 cores one worker leaves a core to the request
 * loop; the queue is short so a burst of heavy requests is told to come back, not held in memory.
 */
function thePool(): Piscina {
  if (pool) return pool;
  pool = new Piscina({
    ...workerEntry(new URL('./heavy-tasks', import.meta.url)),
    minThreads: 0,
    maxThreads: Math.max(1, Math.min(4, availableParallelism() - 1)),
    maxQueue: 8,
    idleTimeout: 30_000,
    resourceLimits: { maxOldGenerationSizeMb: 512 },
  });
  return pool;
}

/** Runs one heavy task off the request loop; rejects with `PoolBusy` when it cannot be had in time. */
export async function runHeavy<N extends TaskName>(name: N, input: TaskInput<N>, timeoutMs = 30_000): Promise<TaskOutput<N>> {
  try {
    return (await thePool().run({ name, input }, { signal: AbortSignal.timeout(timeoutMs) })) as TaskOutput<N>;
  } catch (error) {
    const code = (error as { name?: string; message?: string }).name;
    if (code === 'AbortError' || code === 'TimeoutError' || /queue is at limit/i.test(String((error as Error).message))) throw new PoolBusy();
    throw error;
  }
}
