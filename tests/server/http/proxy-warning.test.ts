// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { proxyWarning } from '../../../server/http/proxy-warning';

describe('proxyWarning', () => {
  it.each(['127.0.0.1', '127.0.1.1', 'localhost', '::1', '[::1]', '::ffff:127.0.0.1'])('is silent on the loopback host %s', (host) => {
    expect(proxyWarning({ host, trustProxy: false })).toBeUndefined();
  });

  it.each(['0.0.0.0', '::', '192.0.2.10', 'example.org'])('warns on %s when no proxy is trusted', (host) => {
    expect(proxyWarning({ host, trustProxy: false })).toContain('TRUST_PROXY');
  });

  it('is silent once any proxy is trusted', () => {
    expect(proxyWarning({ host: '0.0.0.0', trustProxy: true })).toBeUndefined();
    expect(proxyWarning({ host: '0.0.0.0', trustProxy: ['10.0.0.1'] })).toBeUndefined();
  });
});
