import { classifyAddress, ipv6Groups, isAllowedAddress } from './address-policy';

describe('address policy', () => {
  it('expands every IPv6 spelling to its groups', () => {
    expect(ipv6Groups('::1')).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(ipv6Groups('::ffff:127.0.0.1')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]);
    expect(ipv6Groups('2001:db8::8:800:200c:417a')).toEqual([0x2001, 0xdb8, 0, 0, 8, 0x800, 0x200c, 0x417a]);
    expect(ipv6Groups('fe80::1%eth0')).toEqual([0xfe80, 0, 0, 0, 0, 0, 0, 1]);
    expect(ipv6Groups('example.com')).toBeNull();
  });

  it('judges an IPv6 address that carries an IPv4 one as that IPv4 address', () => {
    const cases: Array<[string, string]> = [
      // The URL parser turns [::ffff:169.254.169.254] into this: the cloud metadata service.
      ['::ffff:a9fe:a9fe', 'private'],
      ['::ffff:169.254.169.254', 'private'],
      ['::ffff:7f00:1', 'loopback'],
      ['::ffff:127.0.0.1', 'loopback'],
      ['0:0:0:0:0:ffff:7f00:0001', 'loopback'],
      ['::127.0.0.1', 'loopback'], // IPv4-compatible
      ['::a00:1', 'private'],
      ['64:ff9b::a9fe:a9fe', 'private'], // NAT64
      ['64:ff9b::808:808', 'public'],
      ['2002:7f00:1::', 'loopback'], // 6to4
      ['2002:c0a8:101::1', 'private'],
      ['2002:808:808::1', 'public'],
      ['::ffff:8.8.8.8', 'public'],
    ];
    for (const [address, kind] of cases) expect({ address, kind: classifyAddress(address) }).toEqual({ address, kind });
  });

  it('classifies IPv4 and IPv6 special-purpose ranges', () => {
    const cases: Array<[string, string]> = [
      ['127.0.0.1', 'loopback'], ['127.255.0.9', 'loopback'], ['::1', 'loopback'], ['[::1]', 'loopback'],
      ['0.0.0.0', 'private'], ['10.1.2.3', 'private'], ['100.64.0.1', 'private'], ['169.254.169.254', 'private'],
      ['172.31.255.255', 'private'], ['192.168.1.1', 'private'], ['198.18.0.1', 'private'], ['224.0.0.1', 'private'],
      ['255.255.255.255', 'private'], ['::', 'private'], ['fd00::1', 'private'], ['fc00::1', 'private'],
      ['fe80::1', 'private'], ['fec0::1', 'private'], ['ff02::1', 'private'], ['2001:db8::1', 'private'],
      ['2001::1', 'private'], ['100::1', 'private'], ['64:ff9b:1::1', 'private'],
      ['8.8.8.8', 'public'], ['172.32.0.1', 'public'], ['2606:4700::1', 'public'], ['2a00:1450:4001::200e', 'public'],
      ['not-an-address', 'private'],
    ];
    for (const [address, kind] of cases) expect({ address, kind: classifyAddress(address) }).toEqual({ address, kind });
  });

  it('lets loopback through only when configured, and private ranges only with "all"', () => {
    expect(isAllowedAddress('::ffff:7f00:1', 'none')).toBe(false);
    expect(isAllowedAddress('::ffff:7f00:1', 'loopback')).toBe(true);
    expect(isAllowedAddress('::ffff:a9fe:a9fe', 'loopback')).toBe(false);
    expect(isAllowedAddress('::ffff:a9fe:a9fe', 'all')).toBe(true);
    expect(isAllowedAddress('8.8.8.8', 'none')).toBe(true);
  });
});
