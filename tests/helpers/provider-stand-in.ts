import { readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { ProviderUrls } from '../../src/server/providers/index.ts';

const fixtures = join(import.meta.dirname, '..', 'fixtures', 'providers');
const fixture = (name: string) => readFileSync(join(fixtures, name));

/** How the stand-in behaves: answers its fixtures, fails with 500, or answers only after `slowMs`. */
export type StandInMode = 'ok' | 'fail' | 'slow';

export interface ProviderStandIn {
  /** The providers' base addresses, all on this stand-in. */
  urls: ProviderUrls;
  mode: StandInMode;
  slowMs: number;
  /** Every request received, in order (path and query). */
  requests: URL[];
  /** Answers a path with this JSON instead of its fixture (a feed that moved on, say). */
  overrides: Map<string, unknown>;
  /** Requests received for a path (`/bmkg/autogempa.json`, `/geocoding/v1/search`, ...). */
  hits: (path: string) => number;
  close: () => Promise<void>;
}

/** What each path answers in the provider's own format (tests/fixtures/providers). */
function route(url: URL): Buffer | null {
  switch (url.pathname) {
    case '/bmkg/gempaterkini.json':
      return fixture('bmkg-gempaterkini.json');
    case '/bmkg/autogempa.json':
      return fixture('bmkg-autogempa.json');
    case '/geocoding/v1/search':
      return fixture(url.searchParams.get('name')?.toLowerCase() === 'tokyo' ? 'open-meteo-geocoding-tokyo.json' : 'open-meteo-geocoding-none.json');
    case '/forecast/v1/forecast':
      return fixture('open-meteo-forecast-tokyo.json');
    default:
      return null;
  }
}

/** BMKG and Open-Meteo as one tiny server on 127.0.0.1 (a random port), for the adapters' tests. */
export async function startProviderStandIn(): Promise<ProviderStandIn> {
  const requests: URL[] = [];
  const send = (res: ServerResponse, body: Buffer | null) => {
    if (!body) return res.writeHead(404).end();
    if (standIn.mode === 'fail') return res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
    res.writeHead(200, { 'content-type': 'application/json' }).end(body);
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    requests.push(url);
    const override = standIn.overrides.get(url.pathname);
    const body = override === undefined ? route(url) : Buffer.from(JSON.stringify(override));
    if (standIn.mode === 'slow') setTimeout(() => send(res, body), standIn.slowMs);
    else send(res, body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const standIn: ProviderStandIn = {
    urls: { bmkg: `${base}/bmkg/`, openMeteoGeocoding: `${base}/geocoding/v1/`, openMeteoForecast: `${base}/forecast/v1/` },
    mode: 'ok',
    slowMs: 2_000,
    requests,
    overrides: new Map(),
    hits: (path) => requests.filter((r) => r.pathname === path).length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return standIn;
}
