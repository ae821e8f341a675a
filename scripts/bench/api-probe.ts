/**
 * A steady client in a process of its own: `node --import tsx scripts/bench/api-probe.ts <url>
 * <seconds> <calls a second, 0: as fast as answered>` prints `{ result, answers }` as JSON:
 * autocannon's result, and each answer as `[epoch ms when it arrived, latency ms, status]`. A
 * probe run inside the server's own process waits on the server's event loop and the server on
 * it, so its latency would be the two's sum, not what a developer's client sees.
 */
import type { Result } from '../load-kit.ts';
import { autocannon } from '../load-kit.ts';

/** autocannon's run: a promise of its result that also reports each answer. */
type Run = PromiseLike<Result> & { on(event: 'response', listener: (client: unknown, status: number, bytes: number, latencyMs: number) => void): void };

const [url = '', seconds = '5', rate = '0'] = process.argv.slice(2);
const answers: [number, number, number][] = [];
const run = autocannon({ url, connections: 4, duration: Number(seconds), maxOverallRequests: 1_000_000, ...(Number(rate) > 0 ? { overallRate: Number(rate) } : {}), renderProgressBar: false }) as unknown as Run;
run.on('response', (_client, status, _bytes, latencyMs) => answers.push([Date.now(), latencyMs, status]));
const result = await run;
process.stdout.write(JSON.stringify({ result, answers }));
