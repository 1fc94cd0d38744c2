import net from 'node:net';

export type PrivateHostPolicy = 'none' | 'loopback' | 'all';
export type AddressKind = 'loopback' | 'private' | 'public';

function blockList(entries: Array<[string, number, 'ipv4' | 'ipv6']>): net.BlockList {
  const list = new net.BlockList();
  for (const [address, prefix, family] of entries) list.addSubnet(address, prefix, family);
  return list;
}

const LOOPBACK = blockList([
  ['127.0.0.0', 8, 'ipv4'],
  ['::1', 128, 'ipv6'],
]);

/**
 * Everything that is not the public internet (IANA special-purpose registries): private,
 * shared (CGNAT), link-local, documentation, benchmarking, multicast and reserved ranges.
 * net.BlockList also matches an IPv4-mapped IPv6 address (::ffff:a.b.c.d, however spelled)
 * against the IPv4 entries.
 */
const NOT_PUBLIC = blockList([
  ['0.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'],
  ['192.0.2.0', 24, 'ipv4'],
  ['192.88.99.0', 24, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'],
  ['198.51.100.0', 24, 'ipv4'],
  ['203.0.113.0', 24, 'ipv4'],
  ['224.0.0.0', 4, 'ipv4'],
  ['240.0.0.0', 4, 'ipv4'],
  ['::', 128, 'ipv6'],
  ['64:ff9b:1::', 48, 'ipv6'], // local-use NAT64
  ['100::', 64, 'ipv6'], // discard-only
  ['2001::', 23, 'ipv6'], // IETF protocol assignments, Teredo (2001::/32) included
  ['2001:db8::', 32, 'ipv6'], // documentation
  ['3fff::', 20, 'ipv6'], // documentation
  ['5f00::', 16, 'ipv6'], // segment routing
  ['fc00::', 7, 'ipv6'], // unique local
  ['fe80::', 10, 'ipv6'], // link-local
  ['fec0::', 10, 'ipv6'], // site-local (deprecated, still routed by some stacks)
  ['ff00::', 8, 'ipv6'], // multicast
]);

/** The eight 16-bit groups of an IPv6 address (any spelling net.isIPv6 accepts), or null. */
export function ipv6Groups(address: string): number[] | null {
  if (!net.isIPv6(address)) return null;
  let text = address.toLowerCase().split('%')[0]!;
  // A trailing dotted IPv4 (::ffff:1.2.3.4) is two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (s: string) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const fill = 8 - left.length - right.length;
  return [...left, ...new Array<number>(tail === undefined ? 0 : fill).fill(0), ...right];
}

const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;

/**
 * The IPv4 address an IPv6 address carries to the IPv4 internet, if any: IPv4-mapped
 * (::ffff:0:0/96), IPv4-compatible (::/96), NAT64 (64:ff9b::/96) and 6to4 (2002::/16). Such an
 * address reaches whatever its IPv4 address is, so it is judged as that address.
 */
export function embeddedIpv4(groups: number[]): string | null {
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups as [number, number, number, number, number, number, number, number];
  const zeroHead = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0;
  if (zeroHead && (g5 === 0xffff || g5 === 0) && (g6 !== 0 || g7 > 1)) return v4(g6, g7);
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return v4(g6, g7);
  if (g0 === 0x2002) return v4(g1, g2);
  return null;
}

/** 'loopback', 'private' (anything not on the public internet) or 'public'. */
export function classifyAddress(address: string): AddressKind {
  const bare = address.replace(/^\[|\]$/g, '');
  if (net.isIPv4(bare)) {
    if (LOOPBACK.check(bare, 'ipv4')) return 'loopback';
    return NOT_PUBLIC.check(bare, 'ipv4') ? 'private' : 'public';
  }
  const groups = ipv6Groups(bare);
  if (!groups) return 'private';
  const inner = embeddedIpv4(groups);
  if (inner) return classifyAddress(inner);
  const canonical = groups.map((g) => g.toString(16)).join(':');
  if (LOOPBACK.check(canonical, 'ipv6')) return 'loopback';
  return NOT_PUBLIC.check(canonical, 'ipv6') ? 'private' : 'public';
}

export function isAllowedAddress(address: string, policy: PrivateHostPolicy): boolean {
  const kind = classifyAddress(address);
  if (kind === 'public' || policy === 'all') return true;
  return kind === 'loopback' && policy === 'loopback';
}
