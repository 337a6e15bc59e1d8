import { BlockList, isIP } from 'node:net';

/**
 * Addresses a load-board feed may not be fetched from unless LOADBOARD_ALLOW_PRIVATE is true: the
 * server's own machine and networks behind it (private, loopback, link-local, carrier-grade NAT),
 * "this network", multicast, reserved and documentation space, and the IPv6 forms that carry an
 * IPv4 address (IPv4-compatible, NAT64, 6to4), whatever address they carry. Fetching them on a
 * member's say-so would let anyone with an account read internal services through the sync.
 */
const refused = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const)
  refused.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  refused.addSubnet(network, prefix, 'ipv6');

/** `::ffff:10.0.0.1` (and its hex form `::ffff:a00:1`) is the IPv4 address it wraps. */
function embeddedIpv4(address: string): string | null {
  const match = /^::ffff:(?:0:)?(.+)$/i.exec(address);
  if (!match) return null;
  const rest = match[1] as string;
  if (isIP(rest) === 4) return rest;
  const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(rest);
  if (!hex) return null;
  const high = Number.parseInt(hex[1] as string, 16);
  const low = Number.parseInt(hex[2] as string, 16);
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/** Whether a feed may be fetched from this (resolved) address. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const version = isIP(bare);
  if (version === 0) return false;
  if (version === 4) return !refused.check(bare, 'ipv4');
  const mapped = embeddedIpv4(bare);
  if (mapped) return !refused.check(mapped, 'ipv4');
  return !refused.check(bare, 'ipv6');
}
