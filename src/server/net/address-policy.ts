import { BlockList, isIP } from 'node:net';

/** Where a server-side fetch may never go: this machine, private networks, cloud metadata. */
const refusedSubnets: [string, number, 'ipv4' | 'ipv6'][] = [
  ['0.0.0.0', 8, 'ipv4'], // unspecified, "this network"
  ['127.0.0.0', 8, 'ipv4'], // loopback
  ['10.0.0.0', 8, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'], // carrier-grade NAT (also Alibaba's metadata 100.100.100.200)
  ['169.254.0.0', 16, 'ipv4'], // link-local, AWS/GCP/Azure metadata 169.254.169.254
  ['192.0.0.0', 24, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'],
  ['224.0.0.0', 4, 'ipv4'], // multicast
  ['240.0.0.0', 4, 'ipv4'], // reserved and broadcast
  ['::', 96, 'ipv6'], // unspecified, loopback and IPv4-compatible (::127.0.0.1)
  ['::ffff:0:0', 96, 'ipv6'], // IPv4-mapped: would smuggle any IPv4 address past the list
  ['::ffff:0:0:0', 96, 'ipv6'], // IPv4-translated (::ffff:0:127.0.0.1): same
  ['64:ff9b::', 96, 'ipv6'], // NAT64: same
  ['64:ff9b:1::', 48, 'ipv6'], // local-use NAT64: same
  ['2002::', 16, 'ipv6'], // 6to4: same
  ['2001::', 32, 'ipv6'], // Teredo: same
  ['100::', 64, 'ipv6'], // discard-only
  ['fc00::', 7, 'ipv6'], // unique local, AWS's fd00:ec2::254
  ['fe80::', 10, 'ipv6'], // link-local
  ['fec0::', 10, 'ipv6'], // site-local (deprecated, still routed by some stacks)
  ['ff00::', 8, 'ipv6'], // multicast
];

/**
 * One list per family, each consulted only for its own family: Node's BlockList checks an IPv4
 * address against IPv6 rules in mapped form, so a single list with `::ffff:0:0/96` would refuse
 * every IPv4 address.
 */
const refused = { ipv4: new BlockList(), ipv6: new BlockList() };
for (const [network, prefix, type] of refusedSubnets) refused[type].addSubnet(network, prefix, type);

/** Metadata services answer on names as well as addresses; an allow list never opens these. */
const metadataHosts = new Set(['metadata.google.internal', 'metadata.goog', 'metadata', 'instance-data', 'instance-data.ec2.internal']);
const metadataAddresses = new Set(['169.254.169.254', 'fd00:ec2::254', '100.100.100.200']);

export interface AddressPolicy {
  /** True when the host name alone is refused (metadata names), before any DNS. */
  refusesHost(hostname: string): boolean;
  /** True when a resolved address may not be connected to. */
  refusesAddress(address: string): boolean;
}

function family(address: string): 'ipv4' | 'ipv6' | null {
  const version = isIP(address);
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : null;
}

/**
 * The image proxy's rule. `allow` (CIDR strings like `127.0.0.1/32`) opens addresses that are
 * otherwise refused: only code passes it (tests serving images from loopback), never the environment.
 */
export function addressPolicy(allow: readonly string[] = []): AddressPolicy {
  const allowed = { ipv4: new BlockList(), ipv6: new BlockList() };
  for (const cidr of allow) {
    const [network, prefix] = cidr.split('/');
    const type = family(network);
    if (!type) throw new Error(`allow list: ${cidr} is no address`);
    allowed[type].addSubnet(network, Number(prefix ?? (type === 'ipv4' ? 32 : 128)), type);
  }
  return {
    refusesHost(hostname) {
      const name = hostname.toLowerCase().replace(/\.$/, '').replace(/^\[|\]$/g, '');
      return metadataHosts.has(name) || metadataAddresses.has(name);
    },
    refusesAddress(address) {
      const type = family(address);
      if (!type) return true;
      if (metadataAddresses.has(address.toLowerCase())) return true;
      if (allowed[type].check(address, type)) return false;
      return refused[type].check(address, type);
    },
  };
}
