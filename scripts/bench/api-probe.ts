/**
 * A steady client in a process of its own: `node --import tsx scripts/bench/api-probe.ts <url>
 * <seconds> <calls a second, 0: as fast as answered>` prints autocannon's result as JSON. A probe
 * run inside the server's own process waits on the server's event loop and the server on it, so
 * its latency would be the two's sum, not what a developer's client sees.
 */
import { autocannon } from '../load-kit.ts';

const [url = '', seconds = '5', rate = '0'] = process.argv.slice(2);
const result = await autocannon({ url, connections: 4, duration: Number(seconds), maxOverallRequests: 200_000, ...(Number(rate) > 0 ? { overallRate: Number(rate) } : {}), renderProgressBar: false });
process.stdout.write(JSON.stringify(result));
