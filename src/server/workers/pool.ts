import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { TaskInput, TaskName, TaskOutput } from './heavy-tasks.ts';

/**
 * The worker's entry beside this file: the compiled `heavy-tasks.js`, else (running from sources
 * under tsx or Vitest) `ts-worker.mjs`, which loads `heavy-tasks.ts` through tsx.
 */
function taskModule(): string {
  const compiled = fileURLToPath(new URL('./heavy-tasks.js', import.meta.url));
  return existsSync(compiled) ? compiled : fileURLToPath(new URL('./ts-worker.mjs', import.meta.url));
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
    filename: taskModule(),
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
