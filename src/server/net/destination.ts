import { isIP } from 'node:net';
import type { AddressPolicy } from './address-policy.ts';
import type { Resolve, ResolvedAddress } from './resolve.ts';

/** Where a server-side POST (a reminder) may go: the policy and the DNS it checks names with. */
export interface DestinationRules {
  policy: AddressPolicy;
  resolve: Resolve;
}

export const destinationMessages = {
  badUrl: 'URL webhook tidak valid (harus http atau https).',
  refused: 'Alamat tujuan ditolak: alamat privat, lokal, atau metadata tidak boleh dituju.',
  unresolved: 'Nama host webhook tidak dapat ditemukan.',
};

export type DestinationCheck = { ok: true; address: ResolvedAddress } | { ok: false; error: string; unresolved?: boolean };

/**
 * The one address a POST to `url` may connect to, after the host name and every address it
 * resolves to passed the policy (a name pointing partly inside is refused whole), or why none.
 */
export async function checkDestination(url: URL, rules: DestinationRules): Promise<DestinationCheck> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, error: destinationMessages.badUrl };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (rules.policy.refusesHost(host)) return { ok: false, error: destinationMessages.refused };
  const literal = isIP(host);
  const found: ResolvedAddress[] = literal ? [{ address: host, family: literal === 6 ? 6 : 4 }] : await rules.resolve(host).catch(() => []);
  if (found.length === 0) return { ok: false, error: destinationMessages.unresolved, unresolved: true };
  if (found.some((a) => rules.policy.refusesAddress(a.address))) return { ok: false, error: destinationMessages.refused };
  return { ok: true, address: found[0] };
}

/** Where the server's rules for reminder destinations wait for the handlers (the embedded API's state). */
export const destinationRulesSlot = 'reminder-destinations';
