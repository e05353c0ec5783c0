import { describe, expect, it } from 'vitest';
import { clientAddress, rateLimitKey } from '../../../server/intake/client-address';

describe('clientAddress', () => {
  it('keeps an IPv4 or IPv6 address as given', () => {
    expect(clientAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress('2001:db8::1')).toBe('2001:db8::1');
  });

  it('stores anything else as "unknown", so no client text lands in the store', () => {
    expect(clientAddress('<script>alert(1)</script>')).toBe('unknown');
    expect(clientAddress('x'.repeat(10_000))).toBe('unknown');
    expect(clientAddress('')).toBe('unknown');
  });
});

describe('rateLimitKey', () => {
  it('counts an IPv4 address whole, and an IPv4-mapped one as that IPv4 address', () => {
    expect(rateLimitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts IPv6 clients per /64, however the address is written', () => {
    const key = rateLimitKey('2001:db8:1:2::1');
    expect(key).toBe('2001:0db8:0001:0002::/64');
    expect(rateLimitKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(key);
    expect(rateLimitKey('2001:0DB8:0001:0002:0:0:0:9')).toBe(key);
    expect(rateLimitKey('2001:db8:1:3::1')).not.toBe(key);
    expect(rateLimitKey('::1')).toBe('0000:0000:0000:0000::/64');
    expect(rateLimitKey('fe80::1%eth0')).toBe('fe80:0000:0000:0000::/64');
  });

  it('puts every malformed address under one key', () => {
    expect(rateLimitKey('not an address')).toBe('unknown');
  });
});
