// Who sent a post, as the rate limit counts and the lead store keeps it.
import { isIP } from 'node:net';

/** Expands an IPv6 address to its eight groups, "::" filled with zeros. */
function ipv6Groups(address: string): string[] {
  const [head, tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<string>(Math.max(missing, 0)).fill('0'), ...right].map((group) => group.padStart(4, '0'));
}

/**
 * The address to store for a request: its IP address as given, or "unknown" for anything that is
 * not one (a forwarded header a proxy passed on unchecked), so no client text lands in the store.
 */
export function clientAddress(ip: string): string {
  return isIP(ip) ? ip : 'unknown';
}

/**
 * The rate limit's key for a client: an IPv4 address whole (an IPv4-mapped IPv6 address as its
 * IPv4 one), an IPv6 address by its /64, the block one household or phone is handed, so a client
 * cannot step past the limit by changing the low bits of its address.
 */
export function rateLimitKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1];
  if (isIP(ip) !== 6) return clientAddress(ip);
  return `${ipv6Groups(ip.toLowerCase().split('%')[0]).slice(0, 4).join(':')}::/64`;
}

/** True for a client on this machine: 127.0.0.0/8, ::1, or a 127 address mapped into IPv6. */
export function isLoopbackAddress(ip: string): boolean {
  if (rateLimitKey(ip).startsWith('127.')) return true;
  return isIP(ip) === 6 && ipv6Groups(ip.toLowerCase().split('%')[0]).join(':') === '0000:0000:0000:0000:0000:0000:0000:0001';
}
