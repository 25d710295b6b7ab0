import { describe, expect, it } from 'vitest';
import { parseEnv } from './schema';

describe('configuration', () => {
  it('runs with no configuration at all, on documented defaults', () => {
    const env = parseEnv({});
    expect(env.SITE_URL).toBe('http://localhost:3000');
    expect(env.BUSINESS_PHONE).toMatch(/^\+971/);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PGLITE_DIR).toBe('.data/pglite');
  });
  it('treats empty variables as unset and trims a trailing slash from the site URL', () => {
    const env = parseEnv({ DATABASE_URL: '', SITE_URL: 'https://example.ae/' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SITE_URL).toBe('https://example.ae');
  });
  it('names every bad variable in one error', () => {
    expect(() => parseEnv({ BUSINESS_PHONE: '04 555', BUSINESS_EMAIL: 'nope' })).toThrow(
      /BUSINESS_PHONE[\s\S]*BUSINESS_EMAIL|BUSINESS_EMAIL[\s\S]*BUSINESS_PHONE/,
    );
  });
});

describe('TRUSTED_PROXIES', () => {
  it('takes comma-separated addresses and CIDRs, and names a bad entry', () => {
    expect(parseEnv({ TRUSTED_PROXIES: '127.0.0.1, ::1,10.0.0.0/8' }).TRUSTED_PROXIES).toBe(
      '127.0.0.1, ::1,10.0.0.0/8',
    );
    expect(parseEnv({}).TRUSTED_PROXIES).toBeUndefined();
    expect(() => parseEnv({ TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow(/TRUSTED_PROXIES/);
    expect(() => parseEnv({ TRUSTED_PROXIES: 'proxy.internal' })).toThrow(/TRUSTED_PROXIES/);
  });
});
