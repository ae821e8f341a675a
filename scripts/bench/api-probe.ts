/**
 * A client in a process of its own: `node --import tsx scripts/bench/api-probe.ts <url> <seconds>
 * <calls a second, 0: as fast as answered>` prints `{ answers }` as JSON, each answer as `[epoch ms
 * when it arrived, latency ms, status]`. A probe run inside the server's own process waits on the
 * server's event loop and the server on it, so its latency would be the two's sum, not what a
 * developer's client sees.
 * With a rate, calls leave evenly spaced (200 a second: one every 5 ms), each on its own schedule
 * whether the one before was answered or not, as independent clients do. (autocannon's
 * `overallRate` sent each second's calls together in its first ~100 ms: the probe then measured its
 * own queue as much as the server.) Without one, four calls are kept under way.
 */
import { Agent, get } from 'node:http';

const [url = '', seconds = '5', rateText = '0'] = process.argv.slice(2);
const rate = Number(rateText);
const agent = new Agent({ keepAlive: true, maxSockets: 32 });
const answers: [number, number, number][] = [];

/** One call: resolves once its answer has been read to the end (or failed, status 0). */
function call(): Promise<void> {
  const sent = performance.now();
  return new Promise((done) => {
    const request = get(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => {
        answers.push([Date.now(), performance.now() - sent, response.statusCode ?? 0]);
        done();
      });
    });
    request.on('error', () => {
      answers.push([Date.now(), performance.now() - sent, 0]);
      done();
    });
  });
}

const start = performance.now();
const end = start + Number(seconds) * 1000;
const pending: Promise<void>[] = [];
if (rate > 0) {
  const interval = 1000 / rate;
  let next = start;
  await new Promise<void>((finished) => {
    const tick = () => {
      const now = performance.now();
      // Every call due by now leaves now; the timer then sleeps until the next one is due.
      while (next <= now && next < end) {
        pending.push(call());
        next += interval;
      }
      if (next >= end) finished();
      else setTimeout(tick, Math.max(0, next - performance.now()));
    };
    tick();
  });
} else {
  const lane = async () => {
    while (performance.now() < end) await call();
  };
  pending.push(...Array.from({ length: 4 }, lane));
}
await Promise.all(pending);
agent.destroy();
process.stdout.write(JSON.stringify({ answers }));
