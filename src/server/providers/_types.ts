/** Where each provider is reached; from the server's configuration (src/server/shell/config.ts). */
export interface ProviderUrls {
  /** BMKG's quake feeds folder (`autogempa.json`, `gempaterkini.json`, the shakemaps). */
  bmkg: string;
  /** Open-Meteo's geocoding API (`search`). */
  openMeteoGeocoding: string;
  /** Open-Meteo's forecast API (`forecast`). */
  openMeteoForecast: string;
}

/** What a provider answered, mapped to the entry's documented shape (a 404 is an answer too). */
export interface ProviderResult {
  status: number;
  json: unknown;
}

/** How an adapter reads its provider: JSON over HTTP with the configured timeout, at the configured addresses. */
export interface ProviderHttp {
  getJson: (url: URL) => Promise<unknown>;
  urls: ProviderUrls;
}

export type Inputs = Record<string, unknown>;

/** One 3rd-party source an entry names with `source:`; `src/server/providers/<name>.ts` exports it as `provider`. */
export interface ProviderAdapter {
  /** Who answers, as the reference page names it ('BMKG (data.bmkg.go.id)'). */
  label: string;
  /** The service as a notice names it when it cannot be reached ('Layanan gempa BMKG'). */
  service: string;
  /** What a stored example is not, for these inputs ('cuaca Tokyo saat ini'). */
  subject: (inputs: Inputs) => string;
  /** How long an answer is reused. */
  cacheMs: number;
  /** Inputs that share one cached answer (the city); default: one answer for all. */
  cacheKey?: (inputs: Inputs) => string;
  fetch: (inputs: Inputs, http: ProviderHttp) => Promise<ProviderResult>;
}

/** Why the provider gave no answer: the portal then answers the stored example with a notice saying so. */
export type UnavailableReason = 'offline' | 'timeout' | 'failed' | 'breaker-open';

export class ProviderUnavailable extends Error {
  constructor(
    readonly reason: UnavailableReason,
    detail: string,
  ) {
    super(detail);
  }
}

/** An adapter's registration, typed by the adapter itself (the module exports it as `provider`). */
export const defineProvider = (adapter: ProviderAdapter): ProviderAdapter => adapter;
