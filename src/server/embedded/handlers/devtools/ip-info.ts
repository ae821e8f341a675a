import { isIP } from 'node:net';
import type { EntryHandler } from '../types.ts';

/** IPv4-mapped IPv6 (::ffff:127.0.0.1) is shown the way people write it. */
function plain(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/** What can be said of an address without asking an outside service. */
function scope(ip: string): 'loopback' | 'privat' | 'publik' {
  if (ip === '::1' || ip.startsWith('127.')) return 'loopback';
  if (/^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|169\.254\.|f[cd][0-9a-f]{2}:|fe80:)/i.test(ip)) return 'privat';
  return 'publik';
}

/** The caller's own address, as the server saw it. */
export const handler: EntryHandler = async ({ client }) => {
  const ip = plain(client.ip);
  return {
    json: {
      status: true,
      ip,
      versi: isIP(ip) === 6 ? 'IPv6' : 'IPv4',
      jangkauan: scope(ip),
      userAgent: client.userAgent,
    },
  };
};
