// The start-up warning for a server that looks to be behind a proxy it was not told to trust.
import type { ServerConfig } from './config';

const loopbackHost = /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\]|::ffff:127(\.\d{1,3}){3})$/i;

/**
 * A warning when the server listens beyond loopback with TRUST_PROXY off: behind a reverse
 * proxy every post then comes from the proxy's address, so all visitors share one rate-limit
 * allowance and every lead stores the proxy as its client. Undefined when there is nothing to say.
 */
export function proxyWarning({ host, trustProxy }: Pick<ServerConfig, 'host' | 'trustProxy'>): string | undefined {
  if (trustProxy !== false || loopbackHost.test(host)) return undefined;
  return (
    `Warning: listening on ${host} with TRUST_PROXY=false. Behind a reverse proxy all visitors would share ` +
    `one form rate limit and be stored under the proxy's address; set TRUST_PROXY to the proxy's address.`
  );
}
