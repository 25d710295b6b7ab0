import { describe, expect, it } from 'vitest';
import { localeInfo } from './locales';
import { getPathname } from './navigation';
import { localizedPath } from './paths';
import { locales } from './routing';

describe('locale table', () => {
  it('describes every routed locale: tag, Open Graph locale, direction and face', () => {
    expect(Object.keys(localeInfo).sort()).toEqual([...locales].sort());
    expect(localeInfo.en).toMatchObject({
      bcp47: 'en-AE',
      openGraph: 'en_AE',
      dir: 'ltr',
      face: 'latin',
    });
    expect(localeInfo.ar).toMatchObject({
      bcp47: 'ar-AE',
      openGraph: 'ar_AE',
      dir: 'rtl',
      face: 'arabic',
    });
    for (const l of locales) expect(localeInfo[localeInfo[l].other].other).toBe(l);
  });
  it('formats Arabic numbers with Western digits, as the copy writes them', () => {
    expect(new Intl.NumberFormat(localeInfo.ar.numberTag).format(12345.5)).toBe('12,345.5');
  });
});

describe('localizedPath', () => {
  it('builds the same addresses as the routing (English unprefixed, Arabic under /ar)', () => {
    for (const locale of locales)
      for (const href of ['/', '/about', '/admin/export', '/services/hvac'])
        expect(localizedPath(locale, href), `${locale} ${href}`).toBe(
          getPathname({ href, locale }),
        );
    expect(localizedPath('ar', '/')).toBe('/ar');
    expect(localizedPath('en', '/about')).toBe('/about');
  });
});
