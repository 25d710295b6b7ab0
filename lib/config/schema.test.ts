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
