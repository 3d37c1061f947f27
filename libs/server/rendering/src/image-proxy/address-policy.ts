import ipaddr from 'ipaddr.js';

/**
 * Addresses no server-side fetch may reach (server-side request forgery): loopback, private,
 * link-local (cloud metadata), carrier-grade NAT, multicast, reserved and unspecified ranges, in
 * IPv4 and IPv6. An IPv6 address that embeds an IPv4 one (IPv4-mapped ::ffff:a.b.c.d,
 * IPv4-compatible ::a.b.c.d, NAT64 64:ff9b::/96, 6to4 2002::/16) is judged by the IPv4 it embeds;
 * Teredo and the local-use NAT64 prefix are refused outright. Only ranges ipaddr.js calls
 * 'unicast' (globally routable) pass.
 */
export function isPublicAddress(address: string): boolean {
  const ip = normalise(address);
  return ip !== undefined && ip.range() === 'unicast';
}

/** The address as the host actually reached: embedded IPv4 addresses unwrapped. */
export function normalise(address: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  const literal = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!ipaddr.isValid(literal)) return undefined;
  let ip: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    ip = ipaddr.parse(literal);
  } catch {
    return undefined;
  }
  if (ip.kind() === 'ipv4') {
    // only the four-part dotted decimal form is an address here ('127.1', '0x7f.1' are not)
    return ipaddr.IPv4.isValidFourPartDecimal(literal) ? ip : undefined;
  }
  const v6 = ip as ipaddr.IPv6;
  const p = v6.parts;
  const v4 = (hi: number, lo: number) => new ipaddr.IPv4([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]);
  switch (v6.range()) {
    case 'ipv4Mapped':
      return v6.toIPv4Address();
    case 'rfc6052': // NAT64 64:ff9b::/96
      return v4(p[6], p[7]);
    case '6to4': // 2002:AABB:CCDD::/48
      return v4(p[1], p[2]);
    case 'teredo':
      return undefined;
  }
  // IPv4-compatible ::a.b.c.d (deprecated, still routed to the IPv4 host by some stacks)
  if (p.slice(0, 6).every((x) => x === 0) && (p[6] !== 0 || p[7] > 1)) return v4(p[6], p[7]);
  // local-use NAT64 64:ff9b:1::/48 (RFC 8215)
  if (p[0] === 0x64 && p[1] === 0xff9b && p[2] === 1) return undefined;
  return v6;
}
