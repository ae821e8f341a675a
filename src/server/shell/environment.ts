/**
 * Every environment variable the portal reads, with its default and meaning: the table in
 * docs/operate.md is written from this list by `npm run docs`, and a test fails when the code reads
 * a variable this list does not name (tests/unit/server/shell/environment.test.ts).
 */
export interface EnvironmentVariable {
  name: string;
  /** What applies when it is unset, as an operator reads it. */
  default: string;
  meaning: string;
  /** `start`: read by the server at start; `build`: written into the pages by `npm run build`; `command`: a command line tool's. */
  when: 'start' | 'build' | 'command' | 'tests';
}

export const environment: readonly EnvironmentVariable[] = [
  { name: 'HOST', default: '127.0.0.1', meaning: 'The address the server listens on.', when: 'start' },
  { name: 'PORT', default: '5173', meaning: 'The port the server listens on.', when: 'start' },
  { name: 'PORTAL_DATA_DIR', default: './data', meaning: 'The embedded store (PGlite), uploads and the server secret. One server process per folder.', when: 'start' },
  { name: 'DATABASE_URL', default: 'unset (PGlite)', meaning: 'PostgreSQL for several instances: they share accounts, keys, quotas, uploads and every kind the API keeps.', when: 'start' },
  { name: 'PORTAL_SECRET', default: 'made once in the data folder', meaning: 'What API keys are sealed under. Required with `DATABASE_URL`, the same on every instance.', when: 'start' },
  { name: 'REDIS_URL', default: 'unset (limits per process)', meaning: 'Redis for rate limits shared by several instances.', when: 'start' },
  { name: 'TRUST_PROXY', default: 'unset', meaning: "The load balancers' addresses (comma-separated, CIDR allowed) whose `X-Forwarded-*` the portal believes.", when: 'start' },
  { name: 'API_UPSTREAM', default: 'unset (embedded API)', meaning: 'Forward `/api/*` to this real API instead of answering with the embedded one.', when: 'start' },
  { name: 'API_UPSTREAM_TIMEOUT_MS', default: '30000', meaning: 'How long the portal waits for the upstream before answering 504.', when: 'start' },
  { name: 'PORTAL_OFFLINE', default: 'unset', meaning: '`1`: nothing is fetched from outside (the image proxy and the providers answer without the network).', when: 'start' },
  { name: 'PORTAL_DIST_DIR', default: './dist', meaning: 'The built portal to serve.', when: 'start' },
  { name: 'PORTAL_CATALOG_DIR', default: './catalog', meaning: 'The catalog folder the server and the build read.', when: 'start' },
  { name: 'PORTAL_SESSION_DAYS', default: '30', meaning: 'A session ends this many days after its last use.', when: 'start' },
  { name: 'PORTAL_LOG_DAYS', default: '30', meaning: 'How many days the request log keeps each call (`0`: no log).', when: 'start' },
  { name: 'PORTAL_DEFAULT_LIMIT', default: '1000', meaning: 'Calls per day of an account made by sign-up.', when: 'start' },
  { name: 'PORTAL_ADMIN_USERNAME', default: 'unset (no operator)', meaning: 'The first operator (role ADMIN): made, or promoted, at start; the console is at `/admin`.', when: 'start' },
  { name: 'PORTAL_ADMIN_PASSWORD', default: 'unset', meaning: "The first operator's password (at least 8 characters); the CLI signs in with it to change a running server's accounts.", when: 'start' },
  { name: 'PORTAL_DEMO_PASSWORD', default: 'demo123', meaning: "The demo account's password, set on the store's first start.", when: 'start' },
  { name: 'PORTAL_DEMO_APIKEY', default: 'random', meaning: "The demo account's API key, set on the store's first start.", when: 'start' },
  { name: 'PORTAL_DEMO_TOKEN', default: 'random', meaning: "The demo account's session token (stored as a hash: printed only when set or new).", when: 'start' },
  { name: 'PORTAL_DEMO_LIMIT', default: '1000', meaning: "The demo account's calls per day.", when: 'start' },
  { name: 'PORTAL_DEMO_BACKGROUND', default: 'the default picture', meaning: "The demo account's dashboard background URL.", when: 'start' },
  { name: 'RATE_LIMIT_LOGIN', default: '5', meaning: 'Login attempts per address per window (`0`: off).', when: 'start' },
  { name: 'RATE_LIMIT_REGISTER', default: '5', meaning: 'Sign-ups per address per window (`0`: off).', when: 'start' },
  { name: 'RATE_LIMIT_IMAGES', default: '60', meaning: 'Image proxy requests per address per window (`0`: off).', when: 'start' },
  { name: 'RATE_LIMIT_API', default: '120, or the plans\' highest `ratePerMinute`', meaning: 'API calls per key per window (`0`: off, the plans\' rates too). Unset, the embedded API raises it to the highest rate in `catalog/plans.yaml` (600 for PREMIUM), so no key is refused below its plan; set, it caps every key.', when: 'start' },
  { name: 'RATE_LIMIT_WINDOW_SECONDS', default: '60', meaning: 'The rate limits\' window.', when: 'start' },
  { name: 'PORTAL_BMKG_URL', default: 'https://data.bmkg.go.id', meaning: "BMKG's quake feed (gempaterkini.json, autogempa.json, the shakemaps); tests point it at a loopback stand-in.", when: 'start' },
  { name: 'PORTAL_OPEN_METEO_GEOCODING_URL', default: 'https://geocoding-api.open-meteo.com', meaning: "Open-Meteo's geocoding, for the weather's city.", when: 'start' },
  { name: 'PORTAL_OPEN_METEO_URL', default: 'https://api.open-meteo.com', meaning: "Open-Meteo's current weather.", when: 'start' },
  { name: 'PORTAL_PROVIDER_TIMEOUT_MS', default: '5000', meaning: 'How long a provider may take before the entry answers its example with a notice.', when: 'start' },
  { name: 'PORTAL_BIRTHDAY_TIME', default: '07:00', meaning: "`HH:mm` (WIB) of the day's birthday reminders.", when: 'start' },
  { name: 'LOG_LEVEL', default: 'warn', meaning: "The server log's level (`info` logs every request).", when: 'start' },
  { name: 'PORTAL_SITE_URL', default: 'the origin each request came to', meaning: 'The origin written into canonical URLs, Open Graph tags, `sitemap.xml` and `robots.txt` when building for a static host.', when: 'build' },
  { name: 'PORTAL_CHANNEL_URL', default: "unset ('Channel belum diatur')", meaning: "The messaging channel the dashboard's 'Gabung Channel' opens (an http or https URL).", when: 'start' },
  { name: 'PORTAL_APIKEY', default: 'the demo key', meaning: '`npm run mcp`: the API key its tools call with (required with `API_UPSTREAM`).', when: 'command' },
  { name: 'PORTAL_STORE_TEMPLATE', default: 'unset', meaning: 'Tests: a migrated store each in-process server starts from (`tests/global-setup.ts`).', when: 'tests' },
];
