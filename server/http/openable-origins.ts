// The addresses a person can open for a server listening on every interface (HOST=0.0.0.0 or ::).
import { networkInterfaces, type NetworkInterfaceInfo } from 'node:os';

/**
 * The origins a browser reaches `origin` at: itself, unless the server listens on a wildcard address; then
 * localhost on this machine, and each of this machine's network addresses from the others on its network.
 */
export function openableOrigins(host: string, origin: string, interfaces = readInterfaces): string[] {
  const wildcard = host === '0.0.0.0' || host === '::' || host === '[::]';
  if (!wildcard) return [origin];
  const { port, protocol } = new URL(origin);
  const ipv6 = host !== '0.0.0.0';
  const addresses = Object.values(interfaces())
    .flatMap((entries): NetworkInterfaceInfo[] => entries ?? [])
    // Link-local IPv6 addresses need a zone a browser's address bar does not take.
    .filter((entry) => !entry.internal && (entry.family === 'IPv4' || (ipv6 && !entry.address.startsWith('fe80:'))))
    .map((entry) => (entry.family === 'IPv6' ? `[${entry.address}]` : entry.address));
  return [`${protocol}//localhost:${port}`, ...addresses.map((address) => `${protocol}//${address}:${port}`)];
}

/**
 * This machine's network interfaces, or none where it may not list them: a sandbox without netlink sockets
 * (systemd's RestrictAddressFamilies=) makes Node throw, and the start line then names localhost alone.
 */
function readInterfaces(): ReturnType<typeof networkInterfaces> {
  try {
    return networkInterfaces();
  } catch {
    return {};
  }
}
