import type { LoggedInputs } from '../../catalog/account-usage.ts';

/** Names whose values are credentials (a 2FA secret, a JWT and its signing secret, a password, `accessToken`). */
const secretLooking = /(pass(word)?|secret|token|jwt|api[-_]?key|authorization|credentials?|private[-_]?key)$/i;

/** A kept text is cut here, and the whole record has a budget: the log is bounded per row. */
const maxText = 2_000;
const maxJson = 16_000;

const isFile = (value: unknown): value is { name: string; size: number; type: string } =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as { name?: unknown }).name === 'string' && typeof (value as { size?: unknown }).size === 'number';

function bounded(value: unknown): unknown {
  if (typeof value === 'string') return value.length > maxText ? `${value.slice(0, maxText)}…` : value;
  if (Array.isArray(value)) return value.map(bounded);
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, secretLooking.test(k) ? '***' : bounded(v)]));
  return value;
}

/** The inputs as gathered by the embedded API (files as `{ name, size, type }`), ready for the log. */
export function loggedInputs(values: Record<string, unknown>): LoggedInputs {
  const kept: LoggedInputs = { values: {}, files: {}, masked: [] };
  // What the kept values weigh as JSON at most, while all are short texts, numbers or booleans
  // (NaN once one is not): most calls are measured without serialising them a first time.
  let weight = 2;
  for (const name in values) {
    const value = values[name];
    if (name === 'apikey' || value === undefined) continue;
    if (secretLooking.test(name)) kept.masked.push(name);
    else if (isFile(value) || (Array.isArray(value) && value.length > 0 && value.every(isFile))) {
      kept.files[name] = (Array.isArray(value) ? value : [value]).map((file: { name: string }) => file.name);
    } else {
      const stored = (kept.values[name] = bounded(value));
      // A name and a text cost at most 6 bytes a character escaped, plus quotes, colon and comma.
      weight += typeof stored === 'string' ? 6 * (name.length + stored.length) + 6 : typeof stored === 'number' || typeof stored === 'boolean' ? 6 * name.length + 30 : Number.NaN;
    }
  }
  // One huge input (a pasted document) must not make one row weigh megabytes: its values go, its files and names stay.
  if (!(weight <= maxJson) && JSON.stringify(kept.values).length > maxJson) kept.values = {};
  return kept;
}
