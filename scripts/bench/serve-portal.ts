import { buildServer } from '../../src/server/app.ts';

/**
 * The portal server for one bench target, in its own process so the browser driver does not share
 * its event loop: the built portal (BENCH_DIST), the catalog (BENCH_CATALOG) and the fixtures
 * folder that holds the 1 MB image (BENCH_FIXTURES). Prints the port it listens on.
 */
const { BENCH_DIST, BENCH_CATALOG, BENCH_FIXTURES, BENCH_APIKEY, BENCH_TOKEN } = process.env;
if (!BENCH_DIST || !BENCH_CATALOG || !BENCH_FIXTURES || !BENCH_APIKEY || !BENCH_TOKEN) {
  console.error('BENCH_DIST, BENCH_CATALOG, BENCH_FIXTURES, BENCH_APIKEY dan BENCH_TOKEN wajib diisi.');
  process.exit(1);
}
const app = await buildServer({
  distDir: BENCH_DIST,
  catalogRoot: BENCH_CATALOG,
  fixturesDir: BENCH_FIXTURES,
  demo: { apikey: BENCH_APIKEY, token: BENCH_TOKEN, limit: 1_000_000 },
});
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
console.log(`PORT ${typeof address === 'object' && address ? address.port : 0}`);
const stop = () => void app.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
// The bench holds stdin open: when it ends (even killed), so does this server.
process.stdin.on('end', stop);
process.stdin.resume();
