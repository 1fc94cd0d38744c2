import net from 'node:net';

export type PrivateHostPolicy = 'none' | 'loopback' | 'all';

function v4ToInt(ip: string): number {
  return ip.split('.').reduce((acc, part) => (acc << 8) + Number(part), 0) >>> 0;
}

const V4_BLOCKS: Array<[string, number, 'loopback' | 'private']> = [
  ['127.0.0.0', 8, 'loopback'],
  ['0.0.0.0', 8, 'private'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'private'],
  ['169.254.0.0', 16, 'private'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'private'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'private'],
  ['224.0.0.0', 4, 'private'],
  ['240.0.0.0', 4, 'private'],
];

/** 'loopback', 'private' (private, link-local, CGNAT, multicast, reserved) or 'public'. */
export function classifyAddress(address: string): 'loopback' | 'private' | 'public' {
  let ip = address;
  if (net.isIPv6(ip)) {
    const lower = ip.toLowerCase();
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
    if (mapped?.[1]) ip = mapped[1];
    else {
      if (lower === '::1') return 'loopback';
      if (lower === '::') return 'private';
      const first = parseInt(lower.split(':')[0] || '0', 16);
      if ((first & 0xfe00) === 0xfc00) return 'private'; // fc00::/7 unique local
      if ((first & 0xffc0) === 0xfe80) return 'private'; // fe80::/10 link-local
      if ((first & 0xff00) === 0xff00) return 'private'; // multicast
      return 'public';
    }
  }
  if (!net.isIPv4(ip)) return 'private';
  const n = v4ToInt(ip);
  for (const [base, bits, kind] of V4_BLOCKS) {
    const mask = bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0;
    if ((n & mask) >>> 0 === (v4ToInt(base) & mask) >>> 0) return kind;
  }
  return 'public';
}

export function isAllowedAddress(address: string, policy: PrivateHostPolicy): boolean {
  const kind = classifyAddress(address);
  if (kind === 'public' || policy === 'all') return true;
  return kind === 'loopback' && policy === 'loopback';
}
