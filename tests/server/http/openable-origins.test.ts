import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { openableOrigins } from '../../../server/http/openable-origins';

const entry = (address: string, family: 'IPv4' | 'IPv6', internal = false) => ({ address, family, internal }) as NetworkInterfaceInfo;

const interfaces = () => ({
  lo: [entry('127.0.0.1', 'IPv4', true), entry('::1', 'IPv6', true)],
  eth0: [entry('192.168.1.20', 'IPv4'), entry('fd00::2', 'IPv6'), entry('fe80::1', 'IPv6')],
  wlan0: [entry('10.0.0.7', 'IPv4')],
});

describe('openableOrigins', () => {
  it('is the origin itself on a named address', () => {
    expect(openableOrigins('127.0.0.1', 'http://127.0.0.1:4173', interfaces)).toEqual(['http://127.0.0.1:4173']);
  });

  it('on 0.0.0.0 is localhost and each IPv4 network address, never the loopback or wildcard address', () => {
    expect(openableOrigins('0.0.0.0', 'http://127.0.0.1:4173', interfaces)).toEqual([
      'http://localhost:4173',
      'http://192.168.1.20:4173',
      'http://10.0.0.7:4173',
    ]);
  });

  it('on :: adds the IPv6 network addresses in brackets, but not the link-local ones a browser cannot open', () => {
    expect(openableOrigins('::', 'http://[::1]:4173', interfaces)).toEqual([
      'http://localhost:4173',
      'http://192.168.1.20:4173',
      'http://[fd00::2]:4173',
      'http://10.0.0.7:4173',
    ]);
  });

  it('does not list the interfaces on a named address, which a sandbox without netlink sockets forbids', () => {
    const forbidden = () => {
      throw new Error('uv_interface_addresses returned Unknown system error 97');
    };
    expect(openableOrigins('127.0.0.1', 'http://127.0.0.1:4173', forbidden)).toEqual(['http://127.0.0.1:4173']);
  });
});
