import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

const from = (entries: Record<string, string>) => clientAddress(new Headers(entries));

describe('clientAddress', () => {
  it('takes the address the production proxy saw, whatever the client claims', () => {
    expect(
      from({ 'x-real-ip': '203.0.113.7', 'x-forwarded-for': '198.51.100.1, 203.0.113.7' }),
    ).toBe('203.0.113.7');
  });

  it('without X-Real-IP, takes the entry the nearest proxy appended, not the client-chosen first one', () => {
    expect(from({ 'x-forwarded-for': '198.51.100.1, 10.0.0.5' })).toBe('10.0.0.5');
    expect(from({ 'x-forwarded-for': ' 198.51.100.9 ' })).toBe('198.51.100.9');
  });

  it('falls back to one shared key when no proxy reports an address', () => {
    expect(from({})).toBe('direct');
    expect(from({ 'x-forwarded-for': ' , ' })).toBe('direct');
  });
});
