import type { ProviderName } from '../../catalog/provider-names.ts';
import { ProviderGuard } from './_guard.ts';
import { getJson } from './_http.ts';
import { ProviderUnavailable, type Inputs, type ProviderAdapter, type ProviderHttp, type ProviderResult, type ProviderUrls, type UnavailableReason } from './_types.ts';
import { providerAdapters } from './adapters.generated.ts';
import type { BmkgQuake } from './bmkg-gempa.ts';
import type { CityWeather } from './open-meteo.ts';

export type { ProviderUrls, ProviderResult, ProviderAdapter } from './_types.ts';
export type { BmkgQuake } from './bmkg-gempa.ts';
export type { CityWeather } from './open-meteo.ts';
export { cityNotFound } from './open-meteo.ts';

export const defaultProviderUrls: ProviderUrls = {
  bmkg: 'https://data.bmkg.go.id/DataMKG/TEWS/',
  openMeteoGeocoding: 'https://geocoding-api.open-meteo.com/v1/',
  openMeteoForecast: 'https://api.open-meteo.com/v1/',
};

export interface ProviderSettings {
  /** `PORTAL_OFFLINE=1`: no provider is called; every sourced entry answers its example with the notice. */
  offline: boolean;
  /** `PORTAL_PROVIDER_TIMEOUT_MS`: the longest wait for one provider request. */
  timeoutMs: number;
  urls: ProviderUrls;
  /** Failures in a row that open a provider's breaker; default 3. */
  failures?: number;
  /** How long an open breaker refuses before a trial call; default 30 s. */
  coolDownMs?: number;
  /** The guards' clock (tests travel past cache lifetimes and cool-downs). */
  now?: () => number;
}

export const providerDefaults = { timeoutMs: 5_000, failures: 3, coolDownMs: 30_000 } as const;

/** A provider's answer, or why there is none and the one sentence the stored example carries instead. */
export type ProviderOutcome = { live: true; result: ProviderResult } | { live: false; reason: UnavailableReason; notice: string };

/** Why, in one sentence, then what the example is not: the notice an example answer carries. */
export function unavailableNotice(adapter: Pick<ProviderAdapter, 'service' | 'subject'>, reason: UnavailableReason, inputs: Inputs): string {
  const why = reason === 'offline' ? `Server ini berjalan offline, jadi ${adapter.service.charAt(0).toLowerCase()}${adapter.service.slice(1)} tidak dihubungi` : `${adapter.service} tidak dapat dihubungi dari server ini`;
  return `${why}; ini contoh jawaban, bukan ${adapter.subject(inputs)}.`;
}

/**
 * The portal's 3rd-party sources, one guard (cache and breaker) each, for the life of the server.
 * The embedded API answers a `source:` entry through `answer`; other server code (reminders)
 * reads the latest quake and a city's weather through `latestQuake` and `cityWeather`.
 */
export class Providers {
  private readonly guards = new Map<ProviderName, ProviderGuard<ProviderResult>>();
  private readonly http: ProviderHttp;

  constructor(private readonly settings: ProviderSettings) {
    this.http = { urls: settings.urls, getJson: (url) => getJson(url, settings.timeoutMs) };
  }

  private guard(name: ProviderName): ProviderGuard<ProviderResult> {
    let guard = this.guards.get(name);
    if (!guard) {
      guard = new ProviderGuard({
        cacheMs: providerAdapters[name].cacheMs,
        failures: this.settings.failures ?? providerDefaults.failures,
        coolDownMs: this.settings.coolDownMs ?? providerDefaults.coolDownMs,
        now: this.settings.now ?? Date.now,
      });
      this.guards.set(name, guard);
    }
    return guard;
  }

  /** The breaker's state of a provider (health pages, tests). */
  breakerState(name: ProviderName): 'closed' | 'open' | 'half-open' {
    return this.guard(name).state;
  }

  async answer(name: ProviderName, inputs: Inputs): Promise<ProviderOutcome> {
    const adapter = providerAdapters[name];
    const unavailable = (reason: UnavailableReason): ProviderOutcome => ({ live: false, reason, notice: unavailableNotice(adapter, reason, inputs) });
    if (this.settings.offline) return unavailable('offline');
    try {
      const result = await this.guard(name).run(adapter.cacheKey?.(inputs) ?? '', () => adapter.fetch(inputs, this.http));
      return { live: true, result };
    } catch (error) {
      if (error instanceof ProviderUnavailable) return unavailable(error.reason);
      throw error;
    }
  }

  /** The latest M 5.0+ quake from BMKG (cached, guarded), or why there is none. */
  async latestQuake(): Promise<{ live: true; quake: BmkgQuake } | Extract<ProviderOutcome, { live: false }>> {
    const outcome = await this.answer('bmkg-gempa', {});
    return outcome.live ? { live: true, quake: (outcome.result.json as { data: BmkgQuake }).data } : outcome;
  }

  /** A city's current weather (cached per city, guarded); `weather: null` for a city nobody knows. */
  async cityWeather(kota: string): Promise<{ live: true; weather: CityWeather | null } | Extract<ProviderOutcome, { live: false }>> {
    const outcome = await this.answer('open-meteo', { kota });
    if (!outcome.live) return outcome;
    return { live: true, weather: outcome.result.status === 200 ? (outcome.result.json as { data: CityWeather }).data : null };
  }
}
