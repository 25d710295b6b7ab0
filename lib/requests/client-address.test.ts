import { describe, expect, it } from 'vitest';
import {
  CLIENT_HEADER,
  clientAddress,
  resolveClientAddress,
  stampToken,
  trustedProxies,
} from './client-address';

const none = trustedProxies('');
const loopback = trustedProxies('127.0.0.1,::1');
const withBalancer = trustedProxies('127.0.0.1, ::1, 10.0.0.0/8');

describe('resolveClientAddress', () => {
  it('without trusted proxies, is the TCP peer whatever X-Real-IP or X-Forwarded-For claim', () => {
    const forged = { realIp: '198.51.100.1', forwardedFor: '198.51.100.2, 198.51.100.3' };
    expect(resolveClientAddress({ peer: '203.0.113.7', ...forged }, none)).toBe('203.0.113.7');
    expect(resolveClientAddress({ peer: '::1', ...forged }, none)).toBe('::1');
    expect(resolveClientAddress({ peer: '::ffff:127.0.0.1', ...forged }, none)).toBe('127.0.0.1');
  });

  it('a peer that is not a configured proxy cannot name a client either', () => {
    expect(resolveClientAddress({ peer: '203.0.113.7', realIp: '198.51.100.1' }, loopback)).toBe(
      '203.0.113.7',
    );
  });

  it('behind the production nginx (trusted loopback), takes the X-Real-IP nginx set', () => {
    expect(
      resolveClientAddress(
        { peer: '127.0.0.1', realIp: '203.0.113.7', forwardedFor: '198.51.100.1, 203.0.113.7' },
        loopback,
      ),
    ).toBe('203.0.113.7');
  });

  it('from a trusted proxy without X-Real-IP, takes the nearest untrusted X-Forwarded-For hop', () => {
    expect(
      resolveClientAddress(
        { peer: '::1', forwardedFor: '198.51.100.1, 203.0.113.7, 10.1.2.3' },
        withBalancer,
      ),
    ).toBe('203.0.113.7');
    expect(resolveClientAddress({ peer: '::1', forwardedFor: 'junk, 2001:db8::5' }, loopback)).toBe(
      '2001:db8::5',
    );
    expect(resolveClientAddress({ peer: '::1', forwardedFor: 'not-an-ip' }, loopback)).toBe('::1');
  });

  it('refuses a TRUSTED_PROXIES entry that is not an address or CIDR', () => {
    expect(() => trustedProxies('localhost')).toThrow(/TRUSTED_PROXIES/);
  });
});

describe('clientAddress', () => {
  it('reads only a stamp made by this process, one shared key otherwise', () => {
    const token = stampToken();
    expect(clientAddress(new Headers({ [CLIENT_HEADER]: `${token} 203.0.113.7` }))).toBe(
      '203.0.113.7',
    );
    expect(clientAddress(new Headers({ [CLIENT_HEADER]: 'guess 198.51.100.1' }))).toBe('unknown');
    expect(clientAddress(new Headers({ 'x-real-ip': '198.51.100.1' }))).toBe('unknown');
  });
});
