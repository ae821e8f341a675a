/** What the request-log benches share: a store (PGlite in memory, or `DATABASE_URL`) with bench accounts, and three timed asks. */
import { randomUUID } from 'node:crypto';
import { openStore } from '../../src/server/store/open-store.ts';
import { repositories } from '../../src/server/store/repositories.ts';

export async function benchStore(secret: string, accountCount: number) {
  const store = await openStore(process.env.DATABASE_URL ? { kind: 'postgres', url: process.env.DATABASE_URL } : { kind: 'memory' }, { secret });
  const repos = repositories(store);
  const accounts: string[] = [];
  try {
    for (let i = 0; i < accountCount; i++) accounts.push((await repos.accounts.create({ username: `bench_${randomUUID().slice(0, 8)}`, nama: `Bench ${i}`, password: 'rahasia-bench', role: 'USER', limit: null })).id);
  } catch (error) {
    await store.close();
    throw error;
  }
  return { store, repos, accounts };
}

/** Three runs of `ask`, sorted: the median is `[1]`. */
export async function threeRuns(ask: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    await ask();
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b);
}
