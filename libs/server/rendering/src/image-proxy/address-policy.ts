import { isIP } from 'node:net';

/**
 * Addresses the image proxy must never reach (server-side request forgery): loopback, private,
 * link-local (cloud metadata), carrier-grade NAT, multicast, reserved and unspecified ranges, in
 * IPv4 and IPv6 (including IPv4-mapped IPv6).
 */
export function isPublicAddress(address: string): boolean {
  const kind = isIP(address);
  if (kind === 4) return isPublicV4(address);
  if (kind === 6) {
    const a = address.toLowerCase();
    const mapped = a.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/);
    if (mapped) return isPublicV4(mapped[1]);
    if (a === '::' || a === '::1') return false;
    const first = parseInt(a.split(':')[0] || '0', 16);
    if ((first & 0xfe00) === 0xfc00) return false; // fc00::/7 unique local
    if ((first & 0xffc0) === 0xfe80) return false; // fe80::/10 link-local
    if ((first & 0xff00) === 0xff00) return false; // multicast
    if (a.startsWith('64:ff9b:') || a.startsWith('2001:db8:') || a.startsWith('100::')) return false;
    return true;
  }
  return false;
}

function isPublicV4(address: string): boolean {
  const [a, b] = address.split('.').map(Number);
  if (a === 0 || a === 10 || a === 127 || a >= 224) return false;
  if (a === 100 && b >= 64 && b <= 127) return false; // 100.64/10
  if (a === 169 && b === 254) return false; // link-local, cloud metadata
  if (a === 172 && b >= 16 && b <= 31) return false;
  if (a === 192 && b === 168) return false;
  if (a === 192 && b === 0) return false; // 192.0.0/24, 192.0.2/24
  if (a === 198 && (b === 18 || b === 19 || b === 51)) return false;
  if (a === 203 && b === 0) return false;
  return true;
}
