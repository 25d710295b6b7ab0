import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/config/schema';
import { companyFactsFrom } from './facts-schema';

describe('company facts', () => {
  it('are absent when not set: no placeholder', () => {
    expect(companyFactsFrom(parseEnv({}))).toEqual({
      licence: null,
      office: null,
      foundedYear: null,
      certifications: [],
    });
  });

  it('read every fact set, in both languages', () => {
    const facts = companyFactsFrom(
      parseEnv({
        COMPANY_LICENCE_NUMBER: '123456',
        COMPANY_LICENCE_AUTHORITY: 'Dubai DET',
        COMPANY_OFFICE_ADDRESS: 'Office 1, Al Quoz, Dubai',
        COMPANY_MAP_URL: 'https://maps.app.goo.gl/abc',
        COMPANY_FOUNDED_YEAR: '2008',
        COMPANY_CERTIFICATIONS: 'ISO 9001:2015=QMS-1; DM Approved=A-7',
      }),
    );
    expect(facts.licence).toEqual({
      number: '123456',
      authority: { en: 'Dubai DET', ar: 'Dubai DET' },
    });
    expect(facts.office?.mapUrl).toBe('https://maps.app.goo.gl/abc');
    expect(facts.foundedYear).toBe(2008);
    expect(facts.certifications).toEqual([
      { name: 'ISO 9001:2015', number: 'QMS-1' },
      { name: 'DM Approved', number: 'A-7' },
    ]);
  });

  it('stops the server on a bad value, naming it', () => {
    expect(() => parseEnv({ COMPANY_FOUNDED_YEAR: 'long ago' })).toThrow(/COMPANY_FOUNDED_YEAR/);
    expect(() => parseEnv({ COMPANY_MAP_URL: 'http://x.example' })).toThrow(/COMPANY_MAP_URL/);
  });
});
